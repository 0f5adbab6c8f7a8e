// The blind probe (bench/blind-probe.ts): twelve questions of roles that neither the bank nor the labelled set holds,
// with four answers each, written by a helper that never saw the scorer or a figure. It is not part of the labelled
// set and is never tuned on: it says how the scorer judges answers nobody fitted it to (docs/decisions/159).
// Run: `npm run bench:engine -- blind-probe`.
import { createSentenceEncoder } from '../src/adapters/sentence-encoder.ts';
import { feedbackViolations } from '../src/evaluate/consistency.ts';
import { createContentJudge } from '../src/evaluate/evaluate-answer.ts';
import { createProfiles } from '../src/evaluate/question-profile.ts';
import { BLIND_PROBE } from './blind-probe.ts';
import { agreement, scoreSet } from './scoring.ts';

export async function printBlindProbe(): Promise<void> {
  const encoder = createSentenceEncoder();
  try {
    const rows = await scoreSet(BLIND_PROBE, createContentJudge(encoder), createProfiles(encoder));
    const all = agreement(rows);
    const means = Object.values(all.means)
      .map((m) => m.toFixed(1))
      .join(' / ');
    console.log(
      `Blind probe, ${all.questions} questions x 4 levels = ${all.answers} answers, never tuned on: Spearman ${all.spearman.toFixed(2)}, pairwise ${all.pairwise.toFixed(2)} (answer length alone ${all.lengthSpearman.toFixed(2)} / ${all.lengthPairwise.toFixed(2)})`,
    );
    console.log(`  Mean overall_score strong / adequate / weak / off-topic: ${means}`);
    for (const round of ['Technical', 'Behavioral', 'Warm-up'] as const) {
      const some = rows.filter(
        (r) => BLIND_PROBE.find((q) => q.question.text === r.question)?.question.round_type === round,
      );
      if (some.length) {
        const figures = agreement(some);
        console.log(
          `  ${round.padEnd(10)} ${String(figures.questions).padStart(2)} questions: Spearman ${figures.spearman.toFixed(2)}, pairwise ${figures.pairwise.toFixed(2)}`,
        );
      }
    }
    const violations = rows.flatMap((r) => feedbackViolations(r.evaluation));
    console.log(`  Feedback consistency: ${violations.length} violations (goal 0)`);
    for (const v of violations.slice(0, 10)) console.log(`    ${v.rule}: ${v.item}`);
  } finally {
    await encoder.close();
  }
}
