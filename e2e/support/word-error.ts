// Word error rate of a transcript against what was said: (substitutions + deletions + insertions) / words said,
// after both are normalised alike (case, punctuation, digits spelled out as Festival, which speaks the answers,
// reads them).
import { spellNumber } from '@rehearse/engine';

export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (/^\d{1,6}$/.test(word) ? spellNumber(word) : [word]));
}

export function wordErrorRate(reference: string, hypothesis: string): number {
  const said = normaliseWords(reference);
  const heard = normaliseWords(hypothesis);
  if (said.length === 0) return heard.length === 0 ? 0 : 1;
  // Levenshtein distance over words, one row at a time.
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let i = 1; i <= said.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= heard.length; j += 1) {
      const substitution = previous[j - 1]! + (said[i - 1] === heard[j - 1] ? 0 : 1);
      row.push(Math.min(substitution, previous[j]! + 1, row[j - 1]! + 1));
    }
    previous = row;
  }
  return previous[heard.length]! / said.length;
}
