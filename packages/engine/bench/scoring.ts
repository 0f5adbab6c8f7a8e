import { transcriptionHints } from '../src/adapters/asr-vocabulary/domain-hints.ts';
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { createEngine } from '../src/engine.ts';
import { type ContentJudge, createContentJudge, scoreAnswer } from '../src/evaluate/evaluate-answer.ts';
import { type QuestionProfile, createProfiles } from '../src/evaluate/question-profile.ts';
import type { Evaluation, Transcript } from '../src/types.ts';
import { synthesise } from './festival-speech.ts';
import {
  LABELLED_SET,
  LEVEL_RANK,
  LEVELS,
  NEWEST_BLIND_PART,
  type LabelledQuestion,
  type Level,
  type Split,
} from './labelled-set.ts';
import { pairwiseAccuracy, spearman } from './stats.ts';

export type ScoringRow = {
  question: string;
  /** The role it was asked of: a generic question is asked of many ("How do you check that your work is correct…"). */
  role: string;
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
  /** The newest part written blind to the scorer, alone (NEWEST_BLIND_PART). */
  blind: { name: string; dev: AgreementFigures; test: AgreementFigures };
  rows: ScoringRow[];
};

/** The answer as typed, spoken at an ordinary 2.4 words a second. */
const typed = async (item: LabelledQuestion, level: Level): Promise<Transcript> => {
  const text = item.answers[level];
  return { text, duration_ms: (text.split(/\s+/).length / 2.4) * 1000 };
};

export async function scoreSet(
  set: LabelledQuestion[],
  judge: ContentJudge,
  profileOf: (q: LabelledQuestion['question']) => Promise<QuestionProfile>,
  transcriptOf: (item: LabelledQuestion, level: Level) => Promise<Transcript> = typed,
): Promise<ScoringRow[]> {
  const rows: ScoringRow[] = [];
  for (const item of set) {
    const { rubricSource } = await profileOf(item.question);
    for (const level of LEVELS) {
      const transcript = await transcriptOf(item, level);
      const words = item.answers[level].split(/\s+/).length;
      const evaluation = scoreAnswer(
        item.question,
        transcript,
        { grammar: null, pitch_hz: null },
        {},
        await judge.judge(item.question, transcript.text),
      );
      rows.push({
        question: item.question.text,
        role: item.question.job_title ?? '',
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

/** A question as asked of one role: a generic question is asked of many. */
const askedOf = (role: string, question: string) => `${role}: ${question}`;

/** Agreement of scores (and of answer length, the baseline) with the labelled levels. */
export function agreement(rows: ScoringRow[]): AgreementFigures {
  const byQuestion = new Map<string, ScoringRow[]>();
  for (const row of rows) {
    const asked = askedOf(row.role, row.question);
    byQuestion.set(asked, [...(byQuestion.get(asked) ?? []), row]);
  }
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
    const blindQuestions = new Set(
      NEWEST_BLIND_PART.questions.map((q) => askedOf(q.question.job_title ?? '', q.question.text)),
    );
    const blind = rows.filter((r) => blindQuestions.has(askedOf(r.role, r.question)));
    return {
      dev: agreement(rows.filter((r) => r.split === 'dev')),
      test: agreement(rows.filter((r) => r.split === 'test')),
      all: agreement(rows),
      byRubric,
      blind: {
        name: NEWEST_BLIND_PART.name,
        dev: agreement(blind.filter((r) => r.split === 'dev')),
        test: agreement(blind.filter((r) => r.split === 'test')),
      },
      rows,
    };
  } finally {
    await encoder.close();
  }
}

export type SpokenFigures = {
  typed: Pick<ScoringFigures, 'test' | 'all'>;
  heard: Pick<ScoringFigures, 'test' | 'all' | 'rows'>;
};

/**
 * Labelled answers as a candidate gives them: spoken (Festival HTS, kept in the temp dir), transcribed by the embedded
 * transcriber with the hints the server gives it (the question, its rubric, the role's bank), then scored from the
 * transcript, beside the same answers scored as typed.
 */
export async function spokenRows(
  set: LabelledQuestion[],
): Promise<{ typed: ScoringRow[]; heard: ScoringRow[] }> {
  const encoder = createSentenceEncoder();
  const engine = createEngine({});
  try {
    const judge = createContentJudge(encoder);
    const profileOf = createProfiles(encoder);
    const heard = async (item: LabelledQuestion, level: Level) =>
      engine.transcribe(await synthesise(item.answers[level]), {
        hints: transcriptionHints(item.question),
      });
    return {
      typed: await scoreSet(set, judge, profileOf),
      heard: await scoreSet(set, judge, profileOf, heard),
    };
  } finally {
    await Promise.all([encoder.close(), engine.close()]);
  }
}

/** Every labelled answer spoken, transcribed and scored, beside the same answers typed. About 10 minutes on one core. */
export async function spokenAgreement(): Promise<SpokenFigures> {
  const rows = await spokenRows(LABELLED_SET);
  const halves = (some: ScoringRow[]) => ({
    test: agreement(some.filter((r) => r.split === 'test')),
    all: agreement(some),
  });
  return { typed: halves(rows.typed), heard: { ...halves(rows.heard), rows: rows.heard } };
}
