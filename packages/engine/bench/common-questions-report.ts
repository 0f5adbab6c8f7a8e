import { feedbackViolations } from '../src/evaluate/consistency.ts';
import { COMMON_KINDS, COMMON_PROBE, type CommonKind } from './common-questions-probe.ts';
import { COMMON_PROBE_2 } from './common-questions-probe-2.ts';
import { COMMON_PROBE_3 } from './common-questions-probe-3.ts';
import { probeFigures, scoreProbe, type ProbeRow } from './fundamentals-probe-report.ts';
import { pairwiseAccuracy, spearman } from './stats.ts';

/** The rank of each kind of answer, best first, as an interviewer would order them. */
const RANK: Record<CommonKind, number> = { strong: 4, adequate: 3, weak: 2, other_question: 1 };

/**
 * Spearman between score and kind over a split's answers, and the share of a question's pairs of answers of different
 * kinds that the scores put in the interviewer's order (within-question pairwise, as the labelled set's).
 */
export function commonAgreement(rows: ProbeRow<CommonKind>[]) {
  const questions = [...new Set(rows.map((r) => r.question))];
  return {
    spearman: spearman(
      rows.map((r) => r.score),
      rows.map((r) => RANK[r.kind]),
    ),
    pairwise: pairwiseAccuracy(
      questions.map((question) =>
        rows.filter((r) => r.question === question).map((r) => ({ score: r.score, rank: RANK[r.kind] })),
      ),
    ),
  };
}

/**
 * The three common-questions probes (bench/common-questions-probe.ts, -2.ts and -3.ts), each by split: the agreement of scores
 * with the four kinds of answer, each kind's mean, how often each scores above the next kind, and how many were told
 * they do not address the question; then the consistency checker over all their answers.
 */
export async function printCommonQuestionsProbe(): Promise<void> {
  const label = (k: CommonKind) => k.replace('_', ' ');
  const all: ProbeRow<CommonKind>[] = [];
  for (const [name, probe] of [
    ['Common questions probe', COMMON_PROBE],
    ['Common questions probe 2', COMMON_PROBE_2],
    ['Common questions probe 3', COMMON_PROBE_3],
  ] as const) {
    const rows = await scoreProbe(probe, COMMON_KINDS);
    all.push(...rows);
    for (const split of ['dev', 'test'] as const) {
      const some = rows.filter((r) => r.split === split);
      const { byKind, questions } = probeFigures(some, COMMON_KINDS);
      const { spearman: rho, pairwise } = commonAgreement(some);
      console.log(
        `${name}, ${split}${split === 'test' ? ' (never read)' : ''}: ${questions} questions x ${COMMON_KINDS.length} answers`,
      );
      console.log(`  Spearman / within-question pairwise: ${rho.toFixed(4)} / ${pairwise.toFixed(3)}`);
      console.log(
        `  Mean overall_score ${COMMON_KINDS.map(label).join(' / ')}: ${COMMON_KINDS.map((k) => byKind[k].mean.toFixed(1)).join(' / ')}`,
      );
      console.log(
        `  Above the next kind: ${COMMON_KINDS.slice(0, -1)
          .map(
            (k, i) => `${label(k)} above ${label(COMMON_KINDS[i + 1]!)} ${byKind[k].aboveNext}/${questions}`,
          )
          .join(', ')}`,
      );
      console.log(
        `  Told they do not address the question, or stray from it: ${COMMON_KINDS.map((k) => `${label(k)} ${byKind[k].notAddressed}`).join(', ')}`,
      );
    }
  }
  const violations = all.flatMap((r) => feedbackViolations(r.evaluation));
  console.log(`  Feedback consistency over ${all.length} answers: ${violations.length} violations (goal 0)`);
  for (const v of violations.slice(0, 10)) console.log(`    ${v.rule}: ${v.item}`);
}
