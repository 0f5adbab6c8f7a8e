import type { AnswerSignals, Measurements, MetricValue, Transcript } from '../types.ts';

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Sentences to grammar-check. Transcripts have no punctuation, so a pause over 0.6 s (or 25 words) ends a
 * sentence there; typed answers keep their own punctuation.
 */
export function grammarSentences(transcript: Transcript): string[] {
  const text = transcript.text.trim();
  if (!text) return [];
  if (/[.!?]/.test(text)) return text.split(/(?<=[.!?])\s+/).filter((s) => /[a-z]/i.test(s));
  const chunks: string[][] = [[]];
  const words = transcript.words?.length
    ? transcript.words
    : text.split(/\s+/).map((word) => ({ word, start: 0, end: 0 }));
  words.forEach((w, i) => {
    const previous = words[i - 1];
    const current = chunks.at(-1)!;
    if (current.length && (current.length >= 25 || (previous && w.start - previous.end > 0.6)))
      chunks.push([]);
    chunks.at(-1)!.push(w.word);
  });
  return chunks
    .filter((c) => c.length)
    .map((c) => {
      const s = c.join(' ').replace(/\bi\b/g, 'I');
      return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
    });
}

export function grammarMetric(grammar: Measurements['grammar']): MetricValue {
  const target = 'at least 90% of sentences without an issue';
  if (!grammar)
    return { value: null, unit: '%', target, verdict: 'N/A', evidence: ['Grammar was not checked'] };
  if (!grammar.sentences.length)
    return { value: null, unit: '%', target, verdict: 'N/A', evidence: ['No speech'] };
  const flagged = new Set(grammar.issues.map((i) => i.sentence));
  const clean = (100 * (grammar.sentences.length - flagged.size)) / grammar.sentences.length;
  return {
    value: round1(clean),
    unit: '%',
    target,
    verdict: clean >= 90 ? 'Clean' : clean >= 70 ? 'A few slips' : 'Frequent errors',
    evidence: [
      `${grammar.sentences.length - flagged.size} of ${grammar.sentences.length} sentences without an issue`,
      ...grammar.issues.slice(0, 4).map((i) => `"${i.text}": ${i.message}`),
    ],
  };
}

/** Pitch spread in semitones between the 10th and 90th percentile of voiced frames. */
export function intonationMetric(pitch: Measurements['pitch_hz']): MetricValue {
  const target = '4-10 semitones (10th-90th percentile)';
  if (!pitch) return { value: null, unit: 'semitones', target, verdict: 'N/A', evidence: ['No audio'] };
  if (pitch.length < 10)
    return {
      value: null,
      unit: 'semitones',
      target,
      verdict: 'N/A',
      evidence: [`Only ${pitch.length} voiced frames`],
    };
  const sorted = [...pitch].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const spread = 12 * Math.log2(at(0.9) / at(0.1));
  return {
    value: round1(spread),
    unit: 'semitones',
    target,
    verdict:
      spread < 3
        ? 'Monotone'
        : spread < 4
          ? 'Somewhat flat'
          : spread <= 10
            ? 'Expressive'
            : spread <= 14
              ? 'Very varied'
              : 'Erratic',
    evidence: [
      `${pitch.length} voiced frames, median ${Math.round(at(0.5))} Hz, range ${Math.round(at(0.1))}-${Math.round(at(0.9))} Hz`,
    ],
  };
}

export function eyeContactMetric(signal: AnswerSignals['eye_contact']): MetricValue {
  const target = 'at least 60% of answer time facing the camera';
  if (!signal || signal.samples === 0)
    return { value: null, unit: '%', target, verdict: 'N/A', evidence: ['Not measured in the browser'] };
  return {
    value: round1(signal.percent),
    unit: '%',
    target,
    verdict:
      signal.percent >= 60
        ? 'Steady eye contact'
        : signal.percent >= 35
          ? 'Looks away often'
          : 'Rarely faces the camera',
    evidence: [`${round1(signal.percent)}% of ${signal.samples} samples facing the camera`],
  };
}
