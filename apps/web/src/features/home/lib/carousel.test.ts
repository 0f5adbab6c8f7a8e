import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel.ts';

describe('wrapIndex', () => {
  it('moves forward and back inside the range', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(wrapIndex(1, 1, 2)).toBe(0);
    expect(wrapIndex(0, -1, 2)).toBe(1);
  });

  it('handles steps larger than the number of slides', () => {
    expect(wrapIndex(0, 5, 2)).toBe(1);
    expect(wrapIndex(0, -5, 3)).toBe(1);
  });

  it('stays at 0 when there are no slides', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
