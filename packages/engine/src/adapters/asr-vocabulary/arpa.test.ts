import { describe, expect, it } from 'vitest';
import { buildArpa } from './arpa.ts';
import { domainSentences } from './domain-text.ts';

/** Reads an ARPA LM back and scores P(w | history) with back-off, as a decoder does. */
function readArpa(text: string) {
  const prob = new Map<string, number>();
  const bo = new Map<string, number>();
  const declared: number[] = [];
  const listed: number[] = [];
  let order = 0;
  for (const line of text.split('\n')) {
    const header = /^ngram (\d)=(\d+)$/.exec(line);
    if (header) declared[Number(header[1]) - 1] = Number(header[2]);
    const section = /^\\(\d)-grams:$/.exec(line);
    if (section) order = Number(section[1]);
    const parts = line.split(' ');
    if (!order || parts.length < order + 1 || line.startsWith('\\')) continue;
    const gram = parts.slice(1, order + 1).join(' ');
    prob.set(gram, 10 ** Number(parts[0]));
    if (parts[order + 1] !== undefined) bo.set(gram, 10 ** Number(parts[order + 1]));
    listed[order - 1] = (listed[order - 1] ?? 0) + 1;
  }
  const score = (history: string[], w: string): number => {
    const key = [...history, w].join(' ');
    if (prob.has(key)) return prob.get(key)!;
    if (!history.length) return 0;
    return (bo.get(history.join(' ')) ?? 1) * score(history.slice(1), w);
  };
  const vocabulary = [...prob.keys()].filter((g) => !g.includes(' ') && g !== '<s>');
  return { score, vocabulary, declared, listed };
}

const SENTENCES = [
  ['we', 'roll', 'back', 'the', 'deploy'],
  ['we', 'roll', 'out', 'the', 'canary', 'first'],
  ['the', 'canary', 'takes', 'five', 'percent', 'of', 'traffic'],
];

describe('buildArpa', () => {
  const lm = readArpa(buildArpa(SENTENCES, { extraVocabulary: ['kubernetes'] }));

  it('declares as many n-grams as it lists', () => {
    expect(lm.listed).toEqual(lm.declared);
    expect(lm.declared).toHaveLength(3);
  });

  it('gives every history a distribution that sums to one, with back-off to unseen words', () => {
    for (const history of [
      ['<s>'],
      ['we', 'roll'],
      ['roll', 'out'],
      ['the'],
      ['kubernetes'],
      ['<s>', 'we'],
    ]) {
      const total = lm.vocabulary.reduce((sum, w) => sum + lm.score(history, w), 0);
      expect(total).toBeCloseTo(1, 4);
    }
  });

  it('prefers what the domain text says after a history', () => {
    expect(lm.score(['we', 'roll'], 'back')).toBeGreaterThan(lm.score(['we', 'roll'], 'canary'));
    expect(lm.score(['the'], 'canary')).toBeGreaterThan(lm.score(['the'], 'traffic'));
    expect(lm.score(['<s>'], 'we')).toBeGreaterThan(lm.score(['<s>'], 'deploy'));
  });

  it('gives extra vocabulary a small probability that the text never used', () => {
    const p = lm.score([], 'kubernetes');
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(lm.score([], 'the'));
  });

  it('writes a bigram model when asked', () => {
    expect(readArpa(buildArpa(SENTENCES, { order: 2 })).declared).toHaveLength(2);
  });

  it('refuses an empty text', () => {
    expect(() => buildArpa([])).toThrow(/no words/);
  });
});

describe('domainSentences', () => {
  it('keeps dictionary words, spells numbers and splits at unknown words and sentence ends', () => {
    const known = (w: string) => !['zyx'].includes(w);
    expect(domainSentences(['Use CI/CD with 40% canary. Then zyx roll-back!'], known)).toEqual([
      ['use', 'ci', 'cd', 'with', 'forty', 'percent', 'canary'],
      ['then'],
      ['roll', 'back'],
    ]);
  });
});
