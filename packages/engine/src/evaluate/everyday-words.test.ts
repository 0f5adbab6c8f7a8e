import { describe, expect, it } from 'vitest';
import { isEverydayWord } from './everyday-words.ts';

describe('everyday words', () => {
  it('are the words anyone says, in any case', () => {
    for (const word of ['sure', 'Usually', 'normal', 'entire', 'phone', 'everything', 'maybe'])
      expect(isEverydayWord(word), word).toBe(true);
  });

  it('are not the terms of a field, nor words spoken English never uses', () => {
    for (const word of ['dose', 'ward', 'infection', 'reconciliation', 'VLOOKUP', 'idempotent', 'accruals'])
      expect(isEverydayWord(word), word).toBe(false);
  });
});
