import { describe, expect, it } from 'vitest';
import { alignment, alignWords, errorRate, wordErrorRate } from '../bench/word-error-rate.ts';

const w = (text: string) => text.split(' ').filter(Boolean);

describe('alignWords', () => {
  it('counts nothing for identical word lists', () => {
    expect(alignWords(w('a b c'), w('a b c'))).toEqual({
      substitutions: 0,
      deletions: 0,
      insertions: 0,
      referenceWords: 3,
    });
  });

  it('separates substitutions, deletions and insertions of a minimal alignment', () => {
    const errors = alignWords(
      w('we use kubernetes in production today'),
      w('we use cube burn eats in production'),
    );
    // kubernetes -> cube (S), + burn eats (2 I), today deleted (D): 4 edits.
    expect(errors.substitutions + errors.deletions + errors.insertions).toBe(4);
    expect(errors.deletions).toBe(1);
    expect(errors.insertions).toBe(2);
    expect(errors.substitutions).toBe(1);
    expect(errorRate(errors)).toBeCloseTo(4 / 6);
  });

  it('handles empty sides', () => {
    expect(errorRate(alignWords(w('one two'), []))).toBe(1);
    expect(alignWords([], w('x y')).insertions).toBe(2);
    expect(errorRate(alignWords([], []))).toBe(0);
  });

  it('pairs each reference word with the transcript word it was heard as', () => {
    expect(alignment(w('well um i think'), w("well i'm i think"))).toEqual([
      { reference: 0, hypothesis: 0 },
      { reference: 1, hypothesis: 1 },
      { reference: 2, hypothesis: 2 },
      { reference: 3, hypothesis: 3 },
    ]);
    expect(alignment(w('a b'), w('a x b'))).toEqual([
      { reference: 0, hypothesis: 0 },
      { hypothesis: 1 },
      { reference: 1, hypothesis: 2 },
    ]);
  });
});

describe('wordErrorRate', () => {
  it('compares what was said and what was heard through one normaliser', () => {
    expect(wordErrorRate('The API returned 40% errors.', 'the a p i returned forty percent errors')).toBe(0);
    expect(wordErrorRate('We shipped it', 'um we shipped it')).toBe(0);
    expect(wordErrorRate('We shipped it', 'um we shipped it', { keepHesitations: true })).toBeCloseTo(1 / 3);
    expect(wordErrorRate('We shipped it on Friday', 'we shipped on friday')).toBeCloseTo(1 / 5);
  });
});
