import { describe, expect, it } from 'vitest';
import { spellNumber } from './numbers.ts';

describe('spellNumber', () => {
  it('reads bare four-digit runs digit by digit like Festival, hundreds as "twelve hundred"', () => {
    expect(spellNumber('2005')).toEqual(['two', 'zero', 'zero', 'five']);
    expect(spellNumber('1500')).toEqual(['fifteen', 'hundred']);
    expect(spellNumber('1,500')).toEqual(['one', 'thousand', 'five', 'hundred']);
    expect(spellNumber('20th')).toEqual(['twentieth']);
  });
});
