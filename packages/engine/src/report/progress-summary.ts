import { PROGRESS_METRICS, type BuiltReport, type ProgressMetric } from '@rehearse/contracts';
import { fillerCounts } from './answer-words.ts';
import type { ReportAnswer } from './build-report.ts';

/**
 * What the progress page needs from one report, kept beside it so that a user's whole history is read without
 * opening any report: each metric's mean over the answers, the key points missed, the fillers said.
 */
export type ReportSummary = {
  scores: Pick<
    BuiltReport['overall_report'],
    'overall_score' | 'domain_knowledge_score' | 'articulation_score' | 'communication_score'
  >;
  metrics: Record<ProgressMetric, number | null>;
  /** Key points the answers missed (a point missed in two answers is listed twice). */
  missed_key_points: string[];
  fillers: Record<string, number>;
};

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Each metric's mean over the answers where it was measured; null when no answer measured it. */
function metricMeans(report: BuiltReport): ReportSummary['metrics'] {
  const entries = PROGRESS_METRICS.map((key) => {
    const values = report.questions_reports
      .map((q) => q.communication_feedback[key].value)
      .filter((v): v is number => v !== null && Number.isFinite(v));
    return [key, values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null] as const;
  });
  return Object.fromEntries(entries) as ReportSummary['metrics'];
}

export function summariseReport(report: BuiltReport, answers: ReportAnswer[]): ReportSummary {
  const fillers: Record<string, number> = {};
  for (const answer of answers)
    for (const [filler, n] of fillerCounts(answer.transcript)) fillers[filler] = (fillers[filler] ?? 0) + n;
  const { overall_score, domain_knowledge_score, articulation_score, communication_score } =
    report.overall_report;
  return {
    scores: { overall_score, domain_knowledge_score, articulation_score, communication_score },
    metrics: metricMeans(report),
    missed_key_points: answers.flatMap(
      (a) => a.evaluation.domain_knowledge.key_points?.filter((k) => !k.covered).map((k) => k.point) ?? [],
    ),
    fillers,
  };
}
