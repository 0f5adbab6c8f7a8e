import type { QuestionToJudge } from '../src/types.ts';

export const LEVELS = ['strong', 'adequate', 'weak', 'off_topic'] as const;
export type Level = (typeof LEVELS)[number];
/** Rank of each level for the correlation: higher is better. */
export const LEVEL_RANK: Record<Level, number> = { strong: 4, adequate: 3, weak: 2, off_topic: 1 };

/**
 * 'dev' questions are the only ones looked at while tuning the scorer; 'test' questions are held out so the
 * benchmark shows whether a change generalises (the split alternates in file order, fixed before tuning).
 */
export type Split = 'dev' | 'test';

export type LabelledQuestion = { split: Split; question: QuestionToJudge; answers: Record<Level, string> };
