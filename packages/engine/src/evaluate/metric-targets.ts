import type { Communication, MetricValue } from '../types.ts';

export type MetricKey = Exclude<keyof Communication, 'score'>;

/** A verdict applies when every bound it names holds: from <= value, value < below, value <= upTo. */
export type VerdictBand = { verdict: string; from?: number; below?: number; upTo?: number };

export type MetricTarget = {
  unit: string;
  /** The target as the report states it. */
  target: string;
  /** In order; the first band that holds gives the verdict, and the last one holds for any value. */
  verdicts: readonly VerdictBand[];
  /** Score band: 100 inside [lo, hi], falling linearly to 0 at zeroLo and zeroHi. */
  score: readonly [lo: number, hi: number, zeroLo: number, zeroHi: number];
};

/**
 * Every communication metric's target, verdicts and score band, in one place (DESIGN §5). The metric code reads
 * them from here, and so does the report text that states them.
 */
export const METRIC_TARGETS: Record<MetricKey, MetricTarget> = {
  speech_rate: {
    unit: 'words/s',
    target: '2.2-2.7 words/s (130-160 wpm); 1.8-3.0 acceptable',
    verdicts: [
      { verdict: 'Good pace', from: 2.2, upTo: 2.7 },
      { verdict: 'Acceptable pace', from: 1.8, upTo: 3.0 },
      { verdict: 'Too slow', below: 1.8 },
      { verdict: 'Too fast' },
    ],
    score: [2.2, 2.7, 1.0, 4.0],
  },
  filler_words: {
    unit: '%',
    target: 'under 2% of words',
    verdicts: [
      { verdict: 'Fluent', below: 2 },
      { verdict: 'Some fillers', below: 5 },
      { verdict: 'Many fillers' },
    ],
    score: [0, 2, -1, 12],
  },
  word_repetitions: {
    unit: '%',
    target: 'under 3% of words',
    verdicts: [
      { verdict: 'Varied', below: 3 },
      { verdict: 'Some repetition', below: 8 },
      { verdict: 'Repetitive' },
    ],
    score: [0, 3, -1, 15],
  },
  grammar: {
    unit: '%',
    target: 'at least 90% of sentences without an issue',
    verdicts: [
      { verdict: 'Clean', from: 90 },
      { verdict: 'A few slips', from: 70 },
      { verdict: 'Frequent errors' },
    ],
    score: [90, 100, 30, 101],
  },
  intonation: {
    unit: 'semitones',
    target: '4-10 semitones (10th-90th percentile)',
    verdicts: [
      { verdict: 'Monotone', below: 3 },
      { verdict: 'Somewhat flat', below: 4 },
      { verdict: 'Expressive', upTo: 10 },
      { verdict: 'Very varied', upTo: 14 },
      { verdict: 'Erratic' },
    ],
    score: [4, 10, 1, 18],
  },
  eye_contact: {
    unit: '%',
    target: 'at least 60% of answer time facing the camera',
    verdicts: [
      { verdict: 'Steady eye contact', from: 60 },
      { verdict: 'Looks away often', from: 35 },
      { verdict: 'Rarely faces the camera' },
    ],
    score: [60, 100, 10, 101],
  },
};

/** A pause longer than this is reported as evidence beside the speech rate. */
export const LONG_PAUSE_SECONDS = 2.5;

export function verdictFor(metric: MetricKey, value: number): string {
  const band = METRIC_TARGETS[metric].verdicts.find(
    (b) =>
      (b.from === undefined || value >= b.from) &&
      (b.below === undefined || value < b.below) &&
      (b.upTo === undefined || value <= b.upTo),
  );
  return band!.verdict;
}

/** Score 0-100 of a metric's value against its band. */
export function bandScore(metric: MetricKey, value: number): number {
  const [lo, hi, zeroLo, zeroHi] = METRIC_TARGETS[metric].score;
  if (value >= lo && value <= hi) return 100;
  if (value < lo) return Math.max(0, (100 * (value - zeroLo)) / (lo - zeroLo));
  return Math.max(0, (100 * (zeroHi - value)) / (zeroHi - hi));
}

export const round1 = (x: number) => Math.round(x * 10) / 10;

/** A metric that could not be measured, with the reason as a sentence. */
export function notMeasured(metric: MetricKey, why: string): MetricValue {
  const { unit, target } = METRIC_TARGETS[metric];
  return { value: null, unit, target, verdict: 'N/A', evidence: [why] };
}

/** A measured value (rounded to 0.1) with its verdict and the evidence sentences behind it. */
export function measuredValue(metric: MetricKey, value: number, evidence: string[]): MetricValue {
  const { unit, target } = METRIC_TARGETS[metric];
  return { value: round1(value), unit, target, verdict: verdictFor(metric, value), evidence };
}

/** "1 filler", "4 fillers". */
export const count = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;
/** "once", "twice", "3 times". */
export const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
