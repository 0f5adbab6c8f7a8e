import type { AnswerSignals, Measurements, MetricValue, Transcript } from '../types.ts';
import { sentencesOf, sentenceText } from '../lib/readable-transcript.ts';
import { count, measuredValue, notMeasured, round1 } from './metric-targets.ts';

/** Unpunctuated text without word times is checked in pieces this long. */
const UNPUNCTUATED_PIECE_WORDS = 25;

/**
 * Sentences to grammar-check: the readable transcript's sentences (cut at pauses) when there are word times,
 * else the text's own sentences (typed answers and punctuating transcribers), else pieces of 25 words.
 */
export function grammarSentences(transcript: Transcript): string[] {
  if (transcript.words?.length)
    return sentencesOf(transcript.words).map((s) => sentenceText(s.map((w) => w.word)));
  const text = transcript.text.trim();
  if (!text) return [];
  if (/[.!?]/.test(text)) return text.split(/(?<=[.!?])\s+/).filter((s) => /[a-z]/i.test(s));
  const words = text.split(/\s+/);
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += UNPUNCTUATED_PIECE_WORDS)
    pieces.push(sentenceText(words.slice(i, i + UNPUNCTUATED_PIECE_WORDS)));
  return pieces;
}

/** How many sentences were free of issues, in words: "Each of your 3 sentences has a grammar issue", not "0 of…". */
function grammarSaid(fine: number, total: number): string {
  if (total === 1) return `Your one sentence has ${fine ? 'no' : 'a'} grammar issue.`;
  if (fine === total) return `All ${total} of your sentences have no grammar issue.`;
  if (fine === 0) return `Each of your ${total} sentences has a grammar issue.`;
  return `${fine} of your ${count(total, 'sentence')} ${fine === 1 ? 'has' : 'have'} no grammar issue.`;
}

export function grammarMetric(grammar: Measurements['grammar']): MetricValue {
  if (!grammar) return notMeasured('grammar', 'Grammar was not checked.');
  if (!grammar.sentences.length) return notMeasured('grammar', 'There was no speech to check.');
  const flagged = new Set(grammar.issues.map((i) => i.sentence));
  const clean = (100 * (grammar.sentences.length - flagged.size)) / grammar.sentences.length;
  const fine = grammar.sentences.length - flagged.size;
  return measuredValue('grammar', clean, [
    grammarSaid(fine, grammar.sentences.length),
    ...grammar.issues.slice(0, 4).map((i) => `In "${i.text}": ${i.message}`),
  ]);
}

/** Pitch spread in semitones between the 10th and 90th percentile of voiced frames. */
export function intonationMetric(pitch: Measurements['pitch_hz']): MetricValue {
  if (!pitch) return notMeasured('intonation', 'There was no audio to measure.');
  if (pitch.length < 10)
    return notMeasured(
      'intonation',
      pitch.length
        ? `Only ${count(pitch.length, 'voiced frame')} ${pitch.length === 1 ? 'was' : 'were'} found, too few to measure.`
        : 'No voiced frames were found, so there was nothing to measure.',
    );
  const sorted = [...pitch].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const spread = 12 * Math.log2(at(0.9) / at(0.1));
  return measuredValue('intonation', spread, [
    `Your pitch ranged from ${Math.round(at(0.1))} to ${Math.round(at(0.9))} Hz (median ${Math.round(at(0.5))} Hz) over ${count(pitch.length, 'voiced frame')}.`,
  ]);
}

export function eyeContactMetric(signal: AnswerSignals['eye_contact']): MetricValue {
  if (!signal || signal.samples === 0)
    return notMeasured('eye_contact', 'Eye contact was not measured in the browser.');
  return measuredValue('eye_contact', signal.percent, [
    `You faced the camera in ${round1(signal.percent)}% of ${count(signal.samples, 'sample')}.`,
  ]);
}
