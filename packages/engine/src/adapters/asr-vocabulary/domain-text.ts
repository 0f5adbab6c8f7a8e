import { spellNumber } from './numbers.ts';

/**
 * Domain text (a question, its rubric, the role's other questions) as sentences of dictionary words, the way the
 * decoder writes them: lower case, numbers spelled, hyphens and slashes split ("CI/CD" is "ci cd"). A word the
 * dictionary does not know ends the stretch it is in, so no n-gram spans it.
 */
export function domainSentences(texts: readonly string[], known: (word: string) => boolean): string[][] {
  const sentences: string[][] = [];
  for (const text of texts) {
    for (const sentence of text.replace(/[\u2018\u2019]/g, "'").split(/[.!?;:()\n]+(?:\s|$)|[()\n]/)) {
      let stretch: string[] = [];
      const close = () => {
        if (stretch.length) sentences.push(stretch);
        stretch = [];
      };
      for (const raw of sentence.replace(/(\d)\s*%/g, '$1 percent ').split(/[\s/\u2013\u2014-]+/)) {
        const token = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase();
        if (!token) continue;
        const words = /^\d[\d,]*(\.\d+)?$/.test(token)
          ? spellNumber(token)
          : [token.replace(/[^a-z0-9']/g, '')];
        for (const word of words) {
          if (word && known(word)) stretch.push(word);
          else close();
        }
      }
      close();
    }
  }
  return sentences;
}
