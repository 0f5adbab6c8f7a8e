import type { MetricValue, Transcript } from '../types.ts';
import { FILLER_PHRASES, FILLER_SOUNDS } from './lexicon.ts';

/** The words of a transcript: word times when the transcriber gave them, else the text. */
export function spokenWords(transcript: Transcript): string[] {
  const source = transcript.words?.length
    ? transcript.words.map((w) => w.word)
    : transcript.text.split(/\s+/);
  return source.map((w) => w.toLowerCase().replace(/[^a-z0-9']/g, '')).filter(Boolean);
}

const na = (unit: string, target: string, why: string): MetricValue => ({
  value: null,
  unit,
  target,
  verdict: 'N/A',
  evidence: [why],
});
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Words per second over the time spent speaking, with the long pauses that pull it down. */
export function speechRate(transcript: Transcript): MetricValue {
  const target = '2.2-2.7 words/s (130-160 wpm); 1.8-3.0 acceptable';
  const words = spokenWords(transcript);
  if (words.length === 0) return na('words/s', target, 'No speech');
  const timed = transcript.words ?? [];
  const seconds = timed.length >= 2 ? timed.at(-1)!.end - timed[0]!.start : transcript.duration_ms / 1000;
  if (!(seconds > 0)) return na('words/s', target, 'No answer duration');
  const rate = words.length / seconds;
  const pauses = timed.slice(1).filter((w, i) => w.start - timed[i]!.end > 2.5).length;
  const verdict =
    rate >= 2.2 && rate <= 2.7
      ? 'Good pace'
      : rate >= 1.8 && rate <= 3.0
        ? 'Acceptable pace'
        : rate < 1.8
          ? 'Too slow'
          : 'Too fast';
  return {
    value: round1(rate),
    unit: 'words/s',
    target,
    verdict,
    evidence: [
      `${words.length} words in ${round1(seconds)} s`,
      ...(timed.length ? [`${pauses} pauses over 2.5 s`] : []),
    ],
  };
}

/** Fillers as % of words; "like" counts only where it is not a verb or comparison ("I like", "like a"). */
export function fillerWords(transcript: Transcript): MetricValue {
  const target = 'under 2% of words';
  const words = spokenWords(transcript);
  if (words.length === 0) return na('%', target, 'No speech');
  const counts = new Map<string, number>();
  const bump = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  words.forEach((word, i) => {
    if (FILLER_SOUNDS.has(word)) bump(word);
    const before = words[i - 1] ?? '';
    const after = words[i + 1] ?? '';
    if (
      word === 'like' &&
      !/^(i|you|we|they|would|looks?|feels?|seems?|sounds?|just|much|more|things|something|not|don't)$/.test(
        before,
      ) &&
      !/^(a|an|the|to|this|that|it|them|him|her|when)$/.test(after)
    )
      bump('like');
  });
  const joined = ` ${words.join(' ')} `;
  let phraseWords = 0;
  for (const phrase of FILLER_PHRASES) {
    const n = joined.split(` ${phrase} `).length - 1;
    if (n) {
      counts.set(phrase, n);
      phraseWords += n * (phrase.split(' ').length - 1);
    }
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const percent = (100 * (total + phraseWords)) / words.length;
  return {
    value: round1(percent),
    unit: '%',
    target,
    verdict: percent < 2 ? 'Fluent' : percent < 5 ? 'Some fillers' : 'Many fillers',
    evidence: [
      `${total} fillers in ${words.length} words`,
      ...[...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([w, n]) => `"${w}" x${n}`),
    ],
  };
}

const STOP = new Set(
  'the a an and to of in on it is that i we was for with so my this be as at or but'.split(' '),
);

/** Repeated words as % of all words: stutters ("we we") and phrases of 3+ words said again, with the top ones. */
export function wordRepetitions(transcript: Transcript): MetricValue {
  const target = 'under 3% of words';
  const words = spokenWords(transcript);
  if (words.length === 0) return na('%', target, 'No speech');
  const repeated = new Array<boolean>(words.length).fill(false);
  const stutters = new Map<string, number>();
  words.forEach((w, i) => {
    if (i > 0 && w === words[i - 1] && !FILLER_SOUNDS.has(w)) {
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
  return {
    value: round1(percent),
    unit: '%',
    target,
    verdict: percent < 3 ? 'Varied' : percent < 8 ? 'Some repetition' : 'Repetitive',
    evidence: [
      `${repeated.filter(Boolean).length} of ${words.length} words repeat`,
      ...top.map(([p, n]) => `"${p}" x${n}`),
    ],
  };
}

/** Score 0-100 for a metric value against a band: 100 inside [lo, hi], falling to 0 at `zeroLo`/`zeroHi`. */
export function bandScore(value: number, lo: number, hi: number, zeroLo: number, zeroHi: number): number {
  if (value >= lo && value <= hi) return 100;
  if (value < lo) return Math.max(0, (100 * (value - zeroLo)) / (lo - zeroLo));
  return Math.max(0, (100 * (zeroHi - value)) / (zeroHi - hi));
}
