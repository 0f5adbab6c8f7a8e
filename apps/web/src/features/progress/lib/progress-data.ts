import { METRIC_TARGET_BANDS, type ProgressInterview, type ProgressMetric } from '@rehearse/contracts';
import { calendarDate } from '@/lib/relative-time.ts';

export const SCORE_SERIES = [
  { key: 'overall_score', name: 'Overall', colour: '#4338ca', dash: undefined },
  { key: 'domain_knowledge_score', name: 'Domain Knowledge', colour: '#0369a1', dash: '6 3' },
  { key: 'articulation_score', name: 'Articulation', colour: '#7e22ce', dash: '2 3' },
  { key: 'communication_score', name: 'Communication', colour: '#047857', dash: '10 3 2 3' },
] as const;
export type ScoreKey = (typeof SCORE_SERIES)[number]['key'];

/** The metrics in the report's order, with the report's titles. */
export const METRIC_SERIES: readonly { key: ProgressMetric; title: string }[] = [
  { key: 'grammar', title: 'Grammar' },
  { key: 'filler_words', title: 'Filler Words' },
  { key: 'speech_rate', title: 'Speech Rate' },
  { key: 'word_repetitions', title: 'Word Repetitions' },
  { key: 'intonation', title: 'Intonations' },
  { key: 'eye_contact', title: 'Eye Contact' },
];

/** '12 Mar 2026 · Backend Developer': how an interview is named in the charts and the comparison. */
export const interviewName = (i: ProgressInterview) => `${calendarDate(i.created_at)} · ${i.job_title}`;

export type ChartRow = { id: string; label: string; name: string } & Record<ScoreKey, number> &
  Record<ProgressMetric, number | null>;

/** One row per interview, oldest first, numbered so two interviews on one day stay apart on the axis. */
export function chartRows(interviews: readonly ProgressInterview[]): ChartRow[] {
  return interviews.map((i, n) => ({
    id: i.session_id,
    label: `${n + 1}. ${calendarDate(i.created_at)}`,
    name: interviewName(i),
    overall_score: i.overall_score,
    domain_knowledge_score: i.domain_knowledge_score,
    articulation_score: i.articulation_score,
    communication_score: i.communication_score,
    ...i.metrics,
  }));
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** How far a value is from the metric's target band: 0 inside it. */
export function bandDistance(metric: ProgressMetric, value: number): number {
  const { from, to } = METRIC_TARGET_BANDS[metric];
  return value < from ? from - value : value > to ? value - to : 0;
}

/** A round step for about four intervals over `span`: 1, 2 or 5 times a power of ten. */
function niceStep(span: number): number {
  const raw = span / 4 || 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * magnitude).find((step) => step >= raw)!;
}

/** The y range of a metric chart: its values and its whole target band, on round numbers. */
export function metricDomain(metric: ProgressMetric, values: (number | null)[]): [number, number] {
  const { from, to } = METRIC_TARGET_BANDS[metric];
  const known = values.filter((v): v is number => v !== null);
  const low = Math.min(from, ...known);
  const high = Math.max(to, ...known);
  const step = niceStep(high - low);
  return [round1(Math.max(0, Math.floor(low / step) * step)), round1(Math.ceil(high / step) * step)];
}

/** The text a chart stands for, read by screen readers: each interview's value in order. */
export function seriesSummary(title: string, rows: ChartRow[], key: ScoreKey | ProgressMetric, unit = '') {
  const points = rows.map((r) => {
    const value = r[key];
    return `${value === null ? 'not measured' : `${value}${unit}`} on ${r.label.replace(/^\d+\. /, '')}`;
  });
  return `${title}: ${points.join(', ')}.`;
}

/** Whether B is closer to the metric's target than A, as the comparison says it. */
export function metricChange(metric: ProgressMetric, a: number | null, b: number | null) {
  if (a === null || b === null) return null;
  const before = bandDistance(metric, a);
  const after = bandDistance(metric, b);
  const direction = after < before ? 'closer' : after > before ? 'further' : 'same';
  return { difference: round1(b - a), direction } as const;
}
