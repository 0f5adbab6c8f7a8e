// The fundamentals probe (bench/fundamentals-probe.ts): forty questions on the fundamentals of the field, each with a
// textbook answer, two correct answers in plain words (one naming the subject, one not) and a confident wrong one,
// written by a helper that never saw the scorer (docs/decisions/198). Run: `npm run bench:engine -- fundamentals`.
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { feedbackViolations } from '../src/evaluate/consistency.ts';
import { createContentJudge, scoreAnswer } from '../src/evaluate/evaluate-answer.ts';
import type { Evaluation } from '../src/types.ts';
import { FUNDAMENTALS_PROBE, PROBE_KINDS, type ProbeKind } from './fundamentals-probe.ts';

type ProbeRow = { question: string; split: string; kind: ProbeKind; score: number; evaluation: Evaluation };

/** Words spoken per second in the typed transcripts, as the labelled set's (bench/scoring.ts). */
const WORDS_PER_SECOND = 2.4;

/**
 * The summary's opening where the scorer finds that the answer does not address the question, or that much of it is
 * about something else (content-feedback).
 */
const NOT_ADDRESSED =
  /^(?:Your answer does not address the question|Much of your answer is about something other)/;

export async function scoreFundamentalsProbe(): Promise<ProbeRow[]> {
  const encoder = createSentenceEncoder();
  try {
    const judge = createContentJudge(encoder);
    const rows: ProbeRow[] = [];
    for (const item of FUNDAMENTALS_PROBE) {
      const question = { ...item.question, round_type: 'Technical' as const };
      for (const kind of PROBE_KINDS) {
        const text = item.answers[kind];
        const transcript = { text, duration_ms: (text.split(/\s+/).length / WORDS_PER_SECOND) * 1000 };
        const evaluation = scoreAnswer(
          question,
          transcript,
          { grammar: null, pitch_hz: null },
          {},
          await judge.judge(question, text),
        );
        rows.push({
          question: question.text,
          split: item.split,
          kind,
          score: evaluation.overall_score,
          evaluation,
        });
      }
    }
    return rows;
  } finally {
    await encoder.close();
  }
}

/** Per kind of answer: the mean overall score and how many were told they do not address the question or stray. */
export function probeFigures(rows: ProbeRow[]) {
  const byKind = Object.fromEntries(
    PROBE_KINDS.map((kind) => {
      const some = rows.filter((r) => r.kind === kind);
      return [
        kind,
        {
          mean: some.reduce((sum, r) => sum + r.score, 0) / Math.max(1, some.length),
          notAddressed: some.filter((r) => NOT_ADDRESSED.test(r.evaluation.summary)).length,
        },
      ];
    }),
  ) as Record<ProbeKind, { mean: number; notAddressed: number }>;
  // Each correct answer against its question's wrong one: above it, or not.
  const questions = [...new Set(rows.map((r) => r.question))];
  const above = (kind: ProbeKind) =>
    questions.filter((q) => {
      const of = (k: ProbeKind) => rows.find((r) => r.question === q && r.kind === k)!.score;
      return of(kind) > of('wrong');
    }).length;
  return {
    questions: questions.length,
    byKind,
    aboveWrong: {
      textbook: above('textbook'),
      plain_named: above('plain_named'),
      plain_unnamed: above('plain_unnamed'),
    },
  };
}

export async function printFundamentalsProbe(): Promise<void> {
  const rows = await scoreFundamentalsProbe();
  for (const split of ['dev', 'test'] as const) {
    const figures = probeFigures(rows.filter((r) => r.split === split));
    const { byKind, aboveWrong, questions } = figures;
    console.log(
      `Fundamentals probe, ${split}${split === 'test' ? ' (never read)' : ''}: ${questions} questions x 4 answers`,
    );
    console.log(
      `  Mean overall_score textbook / plain, named / plain, unnamed / wrong: ${PROBE_KINDS.map((k) => byKind[k].mean.toFixed(1)).join(' / ')}`,
    );
    console.log(
      `  Above the wrong answer: textbook ${aboveWrong.textbook}/${questions}, plain named ${aboveWrong.plain_named}/${questions}, plain unnamed ${aboveWrong.plain_unnamed}/${questions}`,
    );
    console.log(
      `  Told they do not address the question, or stray from it: textbook ${byKind.textbook.notAddressed}, plain named ${byKind.plain_named.notAddressed}, plain unnamed ${byKind.plain_unnamed.notAddressed}, wrong ${byKind.wrong.notAddressed}`,
    );
  }
  const violations = rows.flatMap((r) => feedbackViolations(r.evaluation));
  console.log(`  Feedback consistency over ${rows.length} answers: ${violations.length} violations (goal 0)`);
  for (const v of violations.slice(0, 10)) console.log(`    ${v.rule}: ${v.item}`);
}
