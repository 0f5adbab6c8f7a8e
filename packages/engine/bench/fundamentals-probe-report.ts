// The two probes of the fundamentals of the field, each forty questions with answers written by a helper that never saw
// the scorer: the fundamentals probe (bench/fundamentals-probe.ts: a textbook answer, two correct answers in plain words,
// one naming the subject and one not, and a confident wrong one; docs/decisions/198) and the definitions probe
// (bench/definitions-probe.ts: a plain and a vague right definition and a wrong one; ADR 200) — and the angles probe
// (bench/angles-probe.ts: a fundamental asked for an example, its benefits, its uses or its drawbacks, answered as asked,
// by a definition alone, or wrongly; ADR 206) — and the bank technical probe (bench/bank-technical-probe.ts: forty
// technical questions of the role banks answered right, thinly, and wrongly with a confident misconception; ADR 210).
// Run: `npm run bench:engine -- fundamentals`.
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { STATES_A_MISCONCEPTION, feedbackViolations } from '../src/evaluate/consistency.ts';
import { createContentJudge, scoreAnswer } from '../src/evaluate/evaluate-answer.ts';
import type { Evaluation } from '../src/types.ts';
import { BANK_PROBE_KINDS, BANK_TECHNICAL_PROBE } from './bank-technical-probe.ts';
import { ANGLES_PROBE, ANGLE_KINDS } from './angles-probe.ts';
import { DEFINITIONS_PROBE, DEFINITION_KINDS } from './definitions-probe.ts';
import { FUNDAMENTALS_PROBE, PROBE_KINDS, type ProbeItem } from './fundamentals-probe.ts';

/** A probe's questions, with one answer of each kind, the last kind wrong. */
type Probe<K extends string> = ProbeItem<K>[];
export type ProbeRow<K extends string> = {
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

/** The advice to open on a definition, which a question asked from an angle does not ask for (ADR 206). */
const DEFINITION_ADVICE = /plain sentence that says what it is/;

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
      const question = { ...item.question, round_type: item.question.round_type ?? 'Technical' };
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
          misconceived: some.filter((r) => STATES_A_MISCONCEPTION.test(r.evaluation.summary)).length,
          aboveWrong: questions.filter((q) => score(q, kind) > score(q, wrong)).length,
          aboveNext: questions.filter((q) => {
            const next = kinds[kinds.indexOf(kind) + 1];
            return next !== undefined && score(q, kind) > score(q, next);
          }).length,
          toldToDefine: some.filter((r) =>
            DEFINITION_ADVICE.test(r.evaluation.articulation.missing_areas.join(' ')),
          ).length,
        },
      ];
    }),
  ) as Record<
    K,
    {
      mean: number;
      notAddressed: number;
      saysNoneOfIt: number;
      /** Told they state a common misconception (ADR 209). */
      misconceived: number;
      aboveWrong: number;
      /** Scored above the same question's answer of the next kind ("answered" above "definition only"). */
      aboveNext: number;
      /** Advised to open on one plain sentence that says what the thing is. */
      toldToDefine: number;
    }
  >;
  return { questions: questions.length, byKind };
}

/**
 * Prints a probe's figures by split. Of a probe whose answers are ranked ("answered" above "definition only" above
 * "wrong"), each kind above the next too, and how many were told to open on a definition.
 */
function printProbe<K extends string>(
  name: string,
  rows: ProbeRow<K>[],
  kinds: readonly K[],
  ranked = false,
) {
  const right = kinds.slice(0, -1);
  const label = (k: K) => k.replace('_only', ' only').replace('_', ', ');
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
    if (ranked) {
      const above = kinds.slice(0, -2);
      console.log(
        `  Above the next kind: ${above.map((k, i) => `${label(k)} above ${label(kinds[i + 1]!)} ${byKind[k].aboveNext}/${questions}`).join(', ')}`,
      );
      console.log(
        `  Told to open on one plain sentence that says what it is: ${each(right, (k) => byKind[k].toldToDefine)}`,
      );
    }
    console.log(
      `  Told they do not address the question, or stray from it: ${each(kinds, (k) => byKind[k].notAddressed)}`,
    );
    console.log(
      `  Told their definition says none of what it is: ${each(kinds, (k) => byKind[k].saysNoneOfIt)}`,
    );
    console.log(`  Told they state a common misconception: ${each(kinds, (k) => byKind[k].misconceived)}`);
  }
}

export async function printFundamentalsProbe(): Promise<void> {
  const fundamentals = await scoreProbe(FUNDAMENTALS_PROBE, PROBE_KINDS);
  printProbe('Fundamentals probe', fundamentals, PROBE_KINDS);
  const definitions = await scoreProbe(DEFINITIONS_PROBE, DEFINITION_KINDS);
  printProbe('Definitions probe', definitions, DEFINITION_KINDS);
  const angles = await scoreProbe(ANGLES_PROBE, ANGLE_KINDS);
  printProbe('Angles probe', angles, ANGLE_KINDS, true);
  const bank = await scoreProbe(BANK_TECHNICAL_PROBE, BANK_PROBE_KINDS);
  printProbe('Bank technical probe', bank, BANK_PROBE_KINDS, true);
  const rows = [...fundamentals, ...definitions, ...angles, ...bank];
  const violations = rows.flatMap((r) => feedbackViolations(r.evaluation));
  console.log(`  Feedback consistency over ${rows.length} answers: ${violations.length} violations (goal 0)`);
  for (const v of violations.slice(0, 10)) console.log(`    ${v.rule}: ${v.item}`);
}
