import type { AnswerSignals, Communication, Measurements, MetricValue, Transcript } from '../types.ts';
import { eyeContactMetric, grammarMetric, intonationMetric } from './measured-metrics.ts';
import { bandScore, fillerWords, speechRate, wordRepetitions } from './speech-metrics.ts';

/** Each metric's band: full marks inside [lo, hi], nothing at the outer limits (DESIGN §5 targets). */
const BANDS: Record<Exclude<keyof Communication, 'score'>, [number, number, number, number]> = {
  speech_rate: [2.2, 2.7, 1.0, 4.0],
  filler_words: [0, 2, -1, 12],
  word_repetitions: [0, 3, -1, 15],
  grammar: [90, 100, 30, 101],
  intonation: [4, 10, 1, 18],
  eye_contact: [60, 100, 10, 101],
};

/** Communication: every available metric scored against its band and averaged; N/A metrics do not count. */
export function communication(
  transcript: Transcript,
  measurements: Measurements,
  signals: AnswerSignals = {},
): Communication {
  const metrics: Omit<Communication, 'score'> = {
    grammar: grammarMetric(measurements.grammar),
    filler_words: fillerWords(transcript),
    speech_rate: speechRate(transcript),
    word_repetitions: wordRepetitions(transcript),
    intonation: intonationMetric(measurements.pitch_hz),
    eye_contact: eyeContactMetric(signals.eye_contact),
  };
  const scores = (Object.entries(metrics) as [keyof typeof BANDS, MetricValue][])
    .filter(([, m]) => m.value !== null)
    .map(([key, m]) => bandScore(m.value!, ...BANDS[key]));
  const score = scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 0;
  return { score, ...metrics };
}
