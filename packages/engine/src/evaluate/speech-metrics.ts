import { findFillers, HESITATIONS, type FillerToken } from '../lib/fillers.ts';
import type { MetricValue, Transcript } from '../types.ts';
import { LONG_PAUSE_SECONDS, METRIC_TARGETS, type MetricKey, verdictFor } from './metric-targets.ts';

/** A silence at least this long between two words sets a filler apart ("so, like, we"), as a comma would. */
const FILLER_PAUSE_SECONDS = 0.08;

const clean = (word: string) => word.toLowerCase().replace(/[^a-z0-9']/g, '');

/** The words of a transcript: word times when the transcriber gave them, else the text. */
export function spokenWords(transcript: Transcript, options: { hesitations?: boolean } = {}): string[] {
  const source = transcript.words?.length
    ? transcript.words.map((w) => w.word)
    : transcript.text.split(/\s+/);
  const words = source.map(clean).filter(Boolean);
  return options.hesitations === false ? words.filter((w) => !HESITATIONS.has(w)) : words;
}

/**
 * The transcript's words for the filler rules, with the pauses around each: from word times when the transcriber
 * gave them, else from the text's commas and full stops.
 */
export function fillerTokens(transcript: Transcript): FillerToken[] {
  const timed = transcript.words?.filter((w) => clean(w.word));
  if (timed?.length)
    return timed.map((w, i) => ({
      word: clean(w.word),
      pauseBefore: i === 0 || w.start - timed[i - 1]!.end >= FILLER_PAUSE_SECONDS,
      pauseAfter: i === timed.length - 1 || timed[i + 1]!.start - w.end >= FILLER_PAUSE_SECONDS,
    }));
  const raw = transcript.text.split(/\s+/).filter((t) => clean(t));
  return raw.map((t, i) => ({
    word: clean(t),
    pauseBefore: i === 0 || /[,;:.!?\u2014-]$/.test(raw[i - 1]!) || /^[\u2014-]/.test(t),
    pauseAfter: i === raw.length - 1 || /[,;:.!?\u2014-]$/.test(t),
  }));
}

const na = (metric: MetricKey, why: string): MetricValue => ({
  value: null,
  unit: METRIC_TARGETS[metric].unit,
  target: METRIC_TARGETS[metric].target,
  verdict: 'N/A',
  evidence: [why],
});
const round1 = (x: number) => Math.round(x * 10) / 10;
const measured = (metric: MetricKey, value: number, evidence: string[]): MetricValue => ({
  value: round1(value),
  unit: METRIC_TARGETS[metric].unit,
  target: METRIC_TARGETS[metric].target,
  verdict: verdictFor(metric, value),
  evidence,
});

/** Words per second over the time spent speaking, with the long pauses that pull it down. */
export function speechRate(transcript: Transcript): MetricValue {
  const words = spokenWords(transcript);
  if (words.length === 0) return na('speech_rate', 'No speech');
  const timed = transcript.words ?? [];
  const seconds = timed.length >= 2 ? timed.at(-1)!.end - timed[0]!.start : transcript.duration_ms / 1000;
  if (!(seconds > 0)) return na('speech_rate', 'No answer duration');
  const pauses = timed.slice(1).filter((w, i) => w.start - timed[i]!.end > LONG_PAUSE_SECONDS).length;
  return measured('speech_rate', words.length / seconds, [
    `${words.length} words in ${round1(seconds)} s`,
    ...(timed.length ? [`${pauses} pauses over ${LONG_PAUSE_SECONDS} s`] : []),
  ]);
}

/**
 * Fillers as % of words (a filler phrase counts all its words): hesitations, and discourse fillers only where they
 * are fillers ("so, like, we" but not "I like Go"; rules in lib/fillers.ts, docs/decisions/076).
 */
export function fillerWords(transcript: Transcript): MetricValue {
  const tokens = fillerTokens(transcript);
  if (tokens.length === 0) return na('filler_words', 'No speech');
  const found = findFillers(tokens);
  const counts = new Map<string, number>();
  for (const f of found) counts.set(f.filler, (counts.get(f.filler) ?? 0) + 1);
  const fillerWordCount = found.reduce((sum, f) => sum + f.words, 0);
  return measured('filler_words', (100 * fillerWordCount) / tokens.length, [
    `${found.length} fillers in ${tokens.length} words`,
    ...[...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([w, n]) => `"${w}" x${n}`),
  ]);
}

const STOP = new Set(
  'the a an and to of in on it is that i we was for with so my this be as at or but'.split(' '),
);

/** Repeated words as % of all words: stutters ("we we") and phrases of 3+ words said again, with the top ones. */
export function wordRepetitions(transcript: Transcript): MetricValue {
  const words = spokenWords(transcript);
  if (words.length === 0) return na('word_repetitions', 'No speech');
  const repeated = new Array<boolean>(words.length).fill(false);
  const stutters = new Map<string, number>();
  words.forEach((w, i) => {
    if (i > 0 && w === words[i - 1] && !HESITATIONS.has(w)) {
      repeated[i] = true;
      stutters.set(`${w} ${w}`, (stutters.get(`${w} ${w}`) ?? 0) + 1);
    }
  });
  const seen = new Map<string, number>();
  const phrases = new Map<string, number>();
  for (let i = 0; i + 3 <= words.length; i++) {
    const gram = words.slice(i, i + 3);
    if (gram.every((w) => STOP.has(w))) continue;
    const key = gram.join(' ');
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else if (i >= first + 3) {
      phrases.set(key, (phrases.get(key) ?? 1) + 1);
      for (let k = i; k < i + 3; k++) repeated[k] = true;
    }
  }
  const percent = (100 * repeated.filter(Boolean).length) / words.length;
  const top = [...stutters, ...phrases].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return measured('word_repetitions', percent, [
    `${repeated.filter(Boolean).length} of ${words.length} words repeat`,
    ...top.map(([p, n]) => `"${p}" x${n}`),
  ]);
}
