import { sentencesOf } from '../src/lib/readable-transcript.ts';
import type { Transcript } from '../src/types.ts';
import { alignment, normaliseWords } from './word-error-rate.ts';

export type SentenceEnds = { said: number; restored: number; matched: number };

/** Normalised words of a text, with the index of each sentence's last word. */
function referenceEnds(text: string): { words: string[]; ends: Set<number> } {
  const words: string[] = [];
  const ends = new Set<number>();
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    words.push(...normaliseWords(sentence));
    if (words.length) ends.add(words.length - 1);
  }
  return { words, ends };
}

/**
 * Full stops the readable transcript restores, against the sentence ends of what was said: a restored end matches
 * when the alignment puts the last word of a said sentence within one word of it. The final sentence end counts on
 * neither side (any transcript ends there).
 */
export function sentenceEndFigures(
  said: string,
  transcript: Transcript,
  pauseSeconds?: number,
): SentenceEnds {
  const reference = referenceEnds(said);
  const words: string[] = [];
  const ends = new Set<number>();
  for (const sentence of sentencesOf(transcript.words ?? [], pauseSeconds)) {
    for (const w of sentence) words.push(...normaliseWords(w.word));
    if (words.length) ends.add(words.length - 1);
  }
  reference.ends.delete(reference.words.length - 1);
  ends.delete(words.length - 1);
  const heardAt = new Map<number, number>();
  for (const pair of alignment(reference.words, words))
    if (pair.reference !== undefined && pair.hypothesis !== undefined)
      heardAt.set(pair.reference, pair.hypothesis);
  const free = new Set(ends);
  let matched = 0;
  for (const end of reference.ends) {
    const h = heardAt.get(end);
    const hit = h === undefined ? undefined : [h, h - 1, h + 1].find((k) => free.has(k));
    if (hit !== undefined) {
      free.delete(hit);
      matched++;
    }
  }
  return { said: reference.ends.size, restored: ends.size, matched };
}
