// The two probes of the fundamentals of the field, each forty questions with answers written by a helper that never saw
// the scorer: the fundamentals probe (bench/fundamentals-probe.ts: a textbook answer, two correct answers in plain words,
// one naming the subject and one not, and a confident wrong one; docs/decisions/198) and the definitions probe
// (bench/definitions-probe.ts: a plain and a vague right definition and a wrong one; ADR 200).
// Run: `npm run bench:engine -- fundamentals`.
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { feedbackViolations } from '../src/evaluate/consistency.ts';
import { createContentJudge, scoreAnswer } from '../src/evaluate/evaluate-answer.ts';
import type { Evaluation } from '../src/types.ts';
import { DEFINITIONS_PROBE, DEFINITION_KINDS } from './definitions-probe.ts';
import { FUNDAMENTALS_PROBE, PROBE_KINDS, type ProbeItem } from './fundamentals-probe.ts';

/** A probe's questions, with one answer of each kind, the last kind wrong. */
type Probe<K extends string> = ProbeItem<K>[];
type ProbeRow<K extends string> = {
  question: string;
  split: string;
  kind: K;
  score: number;
  evaluation: Evaluation;
};

/** Words spoken per second in the typed transcripts, as the labelled set's (bench/scoring.ts). */
const WORDS_PER_SECOND = 2.4;

/**
 * The summary's opening where the scorer finds that the answer does not address the question, or that much of it is
 * about something else (content-feedback).
 */
const NOT_ADDRESSED =
  /^(?:Your answer does not address the question|Much of your answer is about something other)/;

/** The advice given to a definition that says what the thing is not (ADR 198). */
const SAYS_NONE_OF_IT = /which says none of what it is/;

export async function scoreProbe<K extends string>(
  probe: Probe<K>,
  kinds: readonly K[],
): Promise<ProbeRow<K>[]> {
  const encoder = createSentenceEncoder();
  try {
    const judge = createContentJudge(encoder);
    const rows: ProbeRow<K>[] = [];
    for (const item of probe) {
      const question = { ...item.question, round_type: 'Technical' as const };
      for (const kind of kinds) {
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

/**
 * Per kind of answer: the mean overall score, how many were told they do not address the question or stray, how many
 * that their definition says none of what the thing is, and how many score above their question's wrong answer.
 */
export function probeFigures<K extends string>(rows: ProbeRow<K>[], kinds: readonly K[]) {
  const wrong = kinds.at(-1)!;
  const questions = [...new Set(rows.map((r) => r.question))];
  const score = (q: string, k: K) => rows.find((r) => r.question === q && r.kind === k)!.score;
  const byKind = Object.fromEntries(
    kinds.map((kind) => {
      const some = rows.filter((r) => r.kind === kind);
      return [
        kind,
        {
          mean: some.reduce((sum, r) => sum + r.score, 0) / Math.max(1, some.length),
          notAddressed: some.filter((r) => NOT_ADDRESSED.test(r.evaluation.summary)).length,
          saysNoneOfIt: some.filter((r) =>
            SAYS_NONE_OF_IT.test(r.evaluation.articulation.missing_areas.join(' ')),
          ).length,
          aboveWrong: questions.filter((q) => score(q, kind) > score(q, wrong)).length,
        },
      ];
    }),
  ) as Record<K, { mean: number; notAddressed: number; saysNoneOfIt: number; aboveWrong: number }>;
  return { questions: questions.length, byKind };
}

function printProbe<K extends string>(name: string, rows: ProbeRow<K>[], kinds: readonly K[]) {
  const right = kinds.slice(0, -1);
  const label = (k: K) => k.replace('_', ', ');
  for (const split of ['dev', 'test'] as const) {
    const { byKind, questions } = probeFigures(
      rows.filter((r) => r.split === split),
      kinds,
    );
    const each = (ks: readonly K[], figure: (k: K) => string | number) =>
      ks.map((k) => `${label(k)} ${figure(k)}`).join(', ');
    console.log(
      `${name}, ${split}${split === 'test' ? ' (never read)' : ''}: ${questions} questions x ${kinds.length} answers`,
    );
    console.log(
      `  Mean overall_score ${kinds.map(label).join(' / ')}: ${kinds.map((k) => byKind[k].mean.toFixed(1)).join(' / ')}`,
    );
    console.log(`  Above the wrong answer: ${each(right, (k) => `${byKind[k].aboveWrong}/${questions}`)}`);
    console.log(
      `  Told they do not address the question, or stray from it: ${each(kinds, (k) => byKind[k].notAddressed)}`,
    );
    console.log(
      `  Told their definition says none of what it is: ${each(kinds, (k) => byKind[k].saysNoneOfIt)}`,
    );
  }
}

export async function printFundamentalsProbe(): Promise<void> {
  const fundamentals = await scoreProbe(FUNDAMENTALS_PROBE, PROBE_KINDS);
  printProbe('Fundamentals probe', fundamentals, PROBE_KINDS);
  const definitions = await scoreProbe(DEFINITIONS_PROBE, DEFINITION_KINDS);
  printProbe('Definitions probe', definitions, DEFINITION_KINDS);
  const rows = [...fundamentals, ...definitions];
  const violations = rows.flatMap((r) => feedbackViolations(r.evaluation));
  console.log(`  Feedback consistency over ${rows.length} answers: ${violations.length} violations (goal 0)`);
  for (const v of violations.slice(0, 10)) console.log(`    ${v.rule}: ${v.item}`);
}
