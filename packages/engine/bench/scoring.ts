import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { type ContentJudge, createContentJudge, scoreAnswer } from '../src/evaluate/evaluate-answer.ts';
import { type QuestionProfile, createProfiles } from '../src/evaluate/question-profile.ts';
import type { Evaluation } from '../src/types.ts';
import { LABELLED_SET, LEVEL_RANK, LEVELS, type LabelledQuestion, type Split } from './labelled-set.ts';
import { pairwiseAccuracy, spearman } from './stats.ts';

export type ScoringRow = {
  question: string;
  split: Split;
  level: string;
  score: number;
  words: number;
  /** Where the question's rubric came from: the bank, the planner, the closest bank questions, or none. */
  rubric: QuestionProfile['rubricSource'];
  evaluation: Evaluation;
};

export type AgreementFigures = {
  questions: number;
  answers: number;
  spearman: number;
  pairwise: number;
  lengthSpearman: number;
  lengthPairwise: number;
  /** Mean overall_score per level. */
  means: Record<string, number>;
};

export const RUBRIC_SOURCES = ['bank', 'planner', 'neighbours', 'none'] as const;

export type ScoringFigures = {
  dev: AgreementFigures;
  test: AgreementFigures;
  all: AgreementFigures;
  /** All questions, by where their rubric came from. */
  byRubric: Partial<Record<(typeof RUBRIC_SOURCES)[number], AgreementFigures>>;
  rows: ScoringRow[];
};

async function scoreSet(
  set: LabelledQuestion[],
  judge: ContentJudge,
  profileOf: (q: LabelledQuestion['question']) => Promise<QuestionProfile>,
): Promise<ScoringRow[]> {
  const rows: ScoringRow[] = [];
  for (const item of set) {
    const { rubricSource } = await profileOf(item.question);
    for (const level of LEVELS) {
      const text = item.answers[level];
      const words = text.split(/\s+/).length;
      const evaluation = scoreAnswer(
        item.question,
        { text, duration_ms: (words / 2.4) * 1000 },
        { grammar: null, pitch_hz: null },
        {},
        await judge.judge(item.question, text),
      );
      rows.push({
        question: item.question.text,
        split: item.split,
        level,
        score: evaluation.overall_score,
        words,
        rubric: rubricSource,
        evaluation,
      });
    }
  }
  return rows;
}

const rank = (row: ScoringRow) => LEVEL_RANK[row.level as keyof typeof LEVEL_RANK];

/** Agreement of scores (and of answer length, the baseline) with the labelled levels. */
export function agreement(rows: ScoringRow[]): AgreementFigures {
  const byQuestion = new Map<string, ScoringRow[]>();
  for (const row of rows) byQuestion.set(row.question, [...(byQuestion.get(row.question) ?? []), row]);
  const groups = (value: (r: ScoringRow) => number) =>
    [...byQuestion.values()].map((g) => g.map((r) => ({ score: value(r), rank: rank(r) })));
  const means = Object.fromEntries(
    LEVELS.map((level) => {
      const scores = rows.filter((r) => r.level === level).map((r) => r.score);
      return [level, scores.reduce((a, b) => a + b, 0) / scores.length];
    }),
  );
  return {
    questions: byQuestion.size,
    answers: rows.length,
    spearman: spearman(
      rows.map((r) => r.score),
      rows.map(rank),
    ),
    pairwise: pairwiseAccuracy(groups((r) => r.score)),
    lengthSpearman: spearman(
      rows.map((r) => r.words),
      rows.map(rank),
    ),
    lengthPairwise: pairwiseAccuracy(groups((r) => r.words)),
    means,
  };
}

/** Scores every labelled answer (text only: no audio, no grammar worker) and compares with its level. */
export async function scoringAgreement(): Promise<ScoringFigures> {
  const encoder = createSentenceEncoder();
  try {
    const rows = await scoreSet(LABELLED_SET, createContentJudge(encoder), createProfiles(encoder));
    const byRubric: ScoringFigures['byRubric'] = {};
    for (const source of RUBRIC_SOURCES) {
      const some = rows.filter((r) => r.rubric === source);
      if (some.length) byRubric[source] = agreement(some);
    }
    return {
      dev: agreement(rows.filter((r) => r.split === 'dev')),
      test: agreement(rows.filter((r) => r.split === 'test')),
      all: agreement(rows),
      byRubric,
      rows,
    };
  } finally {
    await encoder.close();
  }
}
