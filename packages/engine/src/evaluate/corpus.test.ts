import { describe, expect, it } from 'vitest';
import { bankCorpus, cosine } from './corpus.ts';
import { stemList } from './text.ts';

describe('bankCorpus().similarities', () => {
  it('gives the cosine with every document, in their order', () => {
    const corpus = bankCorpus();
    const bow = corpus.bowOf(
      stemList('I added a cache in front of the database and set a TTL with jitter so keys expire apart'),
    );
    const expected = corpus.docs.map((doc) => cosine(bow, doc.bow));
    const got = corpus.similarities(bow);
    expect(got).toHaveLength(corpus.docs.length);
    expect(expected.filter((s) => s > 0).length).toBeGreaterThan(10);
    got.forEach((s, i) => expect(s).toBeCloseTo(expected[i]!, 12));
  });

  it('is zero for a text that shares no stem with the bank', () => {
    const corpus = bankCorpus();
    expect(Math.max(...corpus.similarities(corpus.bowOf(['qqzxv'])))).toBe(0);
  });
});
