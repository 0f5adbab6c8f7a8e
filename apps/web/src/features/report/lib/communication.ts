import type { QuestionReport } from '@rehearse/contracts';

type CommunicationFeedback = QuestionReport['communication_feedback'];
export type MetricKey = keyof CommunicationFeedback;
export type Metric = CommunicationFeedback[MetricKey];

/** The communication and body-language checks in the order the report shows them (SPEC §1, DESIGN §5). */
export const COMMUNICATION_METRICS: readonly { key: MetricKey; title: string }[] = [
  { key: 'grammar', title: 'Grammar' },
  { key: 'filler_words', title: 'Filler Words' },
  { key: 'speech_rate', title: 'Speech Rate' },
  { key: 'word_repetitions', title: 'Word Repetitions' },
  { key: 'intonation', title: 'Intonations' },
  { key: 'eye_contact', title: 'Eye Contact' },
];

const UNIT_LABELS: Record<string, string> = { wps: 'words/s', semitones: 'semitones', st: 'semitones' };

/** '94%', '2.4 words/s', '3.2 semitones', or 'N/A' when the metric could not be measured (SPEC §9). */
export function formatMetricValue(metric: Pick<Metric, 'value' | 'unit'>): string {
  if (metric.value === null || !Number.isFinite(metric.value)) return 'N/A';
  const rounded = Math.round(metric.value * 10) / 10;
  if (metric.unit === '%') return `${rounded}%`;
  const unit = UNIT_LABELS[metric.unit] ?? metric.unit;
  return unit ? `${rounded} ${unit}` : String(rounded);
}

export function hasCommunicationData(feedback: CommunicationFeedback): boolean {
  return COMMUNICATION_METRICS.some(({ key }) => feedback[key].value !== null);
}
