import { cleanWord, fillerTokens, findFillers, HESITATIONS } from '../lib/fillers.ts';
import type { MetricValue, Transcript } from '../types.ts';
import { count, LONG_PAUSE_SECONDS, measuredValue, notMeasured, round1, times } from './metric-targets.ts';

/** The words of a transcript: word times when the transcriber gave them, else the text. */
export function spokenWords(transcript: Transcript, options: { hesitations?: boolean } = {}): string[] {
  const source = transcript.words?.length
    ? transcript.words.map((w) => w.word)
    : transcript.text.split(/\s+/);
  const words = source.map(cleanWord).filter(Boolean);
  return options.hesitations === false ? words.filter((w) => !HESITATIONS.has(w)) : words;
}

/** Words per second over the time spent speaking, with the long pauses that pull it down. */
export function speechRate(transcript: Transcript): MetricValue {
  const words = spokenWords(transcript);
  if (words.length === 0) return notMeasured('speech_rate', 'There was no speech to measure.');
  const timed = transcript.words ?? [];
  const seconds = timed.length >= 2 ? timed.at(-1)!.end - timed[0]!.start : transcript.duration_ms / 1000;
  if (!(seconds > 0)) return notMeasured('speech_rate', 'The answer has no duration to measure against.');
  const pauses = timed.slice(1).filter((w, i) => w.start - timed[i]!.end > LONG_PAUSE_SECONDS).length;
  return measuredValue('speech_rate', words.length / seconds, [
    `You said ${count(words.length, 'word')} in ${round1(seconds)} s.`,
    ...(timed.length
      ? [
          pauses
            ? `You paused for more than ${LONG_PAUSE_SECONDS} s ${times(pauses)}.`
            : `You never paused for more than ${LONG_PAUSE_SECONDS} s.`,
        ]
      : []),
  ]);
}

/**
 * Fillers as % of words (a filler phrase counts all its words): hesitations, and discourse fillers only where they
 * are fillers ("so, like, we" but not "I like Go"; rules in lib/fillers.ts, docs/decisions/076).
 */
export function fillerWords(transcript: Transcript): MetricValue {
  const tokens = fillerTokens(transcript);
  if (tokens.length === 0) return notMeasured('filler_words', 'There was no speech to measure.');
  const found = findFillers(tokens);
  const counts = new Map<string, number>();
  for (const f of found) counts.set(f.filler, (counts.get(f.filler) ?? 0) + 1);
  const fillerWordCount = found.reduce((sum, f) => sum + f.words, 0);
  return measuredValue('filler_words', (100 * fillerWordCount) / tokens.length, [
    `You used ${found.length ? count(found.length, 'filler') : 'no fillers'} in ${count(tokens.length, 'word')}.`,
    ...[...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([w, n]) => `You said "${w}" ${times(n)}.`),
  ]);
}

const STOP = new Set(
  'the a an and to of in on it is that i we was for with so my this be as at or but'.split(' '),
);

/** Repeated words as % of all words: stutters ("we we") and phrases of 3+ words said again, with the top ones. */
export function wordRepetitions(transcript: Transcript): MetricValue {
  const words = spokenWords(transcript);
  if (words.length === 0) return notMeasured('word_repetitions', 'There was no speech to measure.');
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
  const repeats = repeated.filter(Boolean).length;
  return measuredValue('word_repetitions', percent, [
    repeats
      ? `${repeats} of your ${count(words.length, 'word')} ${repeats === 1 ? 'was a repeat' : 'were repeats'}.`
      : `None of your ${count(words.length, 'word')} ${words.length === 1 ? 'was a repeat' : 'were repeats'}.`,
    ...top.map(([p, n]) => `You said "${p}" ${times(n)}.`),
  ]);
}
