import { describe, expect, it } from 'vitest';
import { alignWords, wordErrorRate } from './word-errors.ts';

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
    expect(wordErrorRate(errors)).toBeCloseTo(4 / 6);
  });

  it('handles empty sides', () => {
    expect(wordErrorRate(alignWords(w('one two'), []))).toBe(1);
    expect(alignWords([], w('x y')).insertions).toBe(2);
    expect(wordErrorRate(alignWords([], []))).toBe(0);
  });
});
