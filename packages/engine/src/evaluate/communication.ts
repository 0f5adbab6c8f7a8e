import type { AnswerSignals, Communication, Measurements, MetricValue, Transcript } from '../types.ts';
import { eyeContactMetric, grammarMetric, intonationMetric } from './measured-metrics.ts';
import { bandScore, type MetricKey } from './metric-targets.ts';
import { fillerWords, speechRate, wordRepetitions } from './speech-metrics.ts';

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
  const scores = (Object.entries(metrics) as [MetricKey, MetricValue][])
    .filter(([, m]) => m.value !== null)
    .map(([key, m]) => bandScore(key, m.value!));
  const score = scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 0;
  return { score, ...metrics };
}
