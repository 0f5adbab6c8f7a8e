import { describe, expect, it } from 'vitest';
import { initialsOf } from './utils.ts';

describe('initialsOf (avatar fallback)', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('grace brewster murray hopper')).toBe('GH');
    expect(initialsOf('Plato')).toBe('P');
  });

  it('uses one letter of an email address', () => {
    expect(initialsOf('ada.lovelace@example.com')).toBe('A');
  });

  it('has a placeholder for an empty name', () => {
    expect(initialsOf('  ')).toBe('?');
  });
});
