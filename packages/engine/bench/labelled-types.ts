import type { QuestionToJudge } from '../src/types.ts';

export const LEVELS = ['strong', 'adequate', 'weak', 'off_topic'] as const;
export type Level = (typeof LEVELS)[number];
/** Rank of each level for the correlation: higher is better. */
export const LEVEL_RANK: Record<Level, number> = { strong: 4, adequate: 3, weak: 2, off_topic: 1 };

export type LabelledQuestion = { question: QuestionToJudge; answers: Record<Level, string> };
