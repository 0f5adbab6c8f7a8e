import { scoreAnswer } from '../src/evaluate/evaluate-answer.ts';
import { LABELLED_SET, LEVEL_RANK, LEVELS } from './labelled-set.ts';
import { pairwiseAccuracy, spearman } from './stats.ts';

export type ScoringFigures = {
  questions: number;
  answers: number;
  spearman: number;
  pairwise: number;
  lengthSpearman: number;
  lengthPairwise: number;
  rows: { question: string; level: string; score: number; words: number }[];
};

/** Scores every labelled answer (text only: no audio, no grammar worker) and compares with its level. */
export function scoringAgreement(): ScoringFigures {
  const rows: ScoringFigures['rows'] = [];
  const groups: { score: number; rank: number }[][] = [];
  const lengthGroups: { score: number; rank: number }[][] = [];
  for (const item of LABELLED_SET) {
    const group: { score: number; rank: number }[] = [];
    const lengthGroup: { score: number; rank: number }[] = [];
    for (const level of LEVELS) {
      const text = item.answers[level];
      const words = text.split(/\s+/).length;
      const evaluation = scoreAnswer(
        item.question,
        { text, duration_ms: (words / 2.4) * 1000 },
        { grammar: null, pitch_hz: null },
      );
      rows.push({ question: item.question.text, level, score: evaluation.overall_score, words });
      group.push({ score: evaluation.overall_score, rank: LEVEL_RANK[level] });
      lengthGroup.push({ score: words, rank: LEVEL_RANK[level] });
    }
    groups.push(group);
    lengthGroups.push(lengthGroup);
  }
  const levelRanks = rows.map((r) => LEVEL_RANK[r.level as keyof typeof LEVEL_RANK]);
  return {
    questions: LABELLED_SET.length,
    answers: rows.length,
    spearman: spearman(
      rows.map((r) => r.score),
      levelRanks,
    ),
    pairwise: pairwiseAccuracy(groups),
    lengthSpearman: spearman(
      rows.map((r) => r.words),
      levelRanks,
    ),
    lengthPairwise: pairwiseAccuracy(lengthGroups),
    rows,
  };
}
