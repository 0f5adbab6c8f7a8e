import { describe, expect, it } from 'vitest';
import { messageTone } from './message-tone.ts';

const limits = { min: 30, max: 1000 };

describe('messageTone', () => {
  it('is red below 30 characters', () => {
    expect(messageTone(0, limits)).toBe('error');
    expect(messageTone(29, limits)).toBe('error');
  });

  it('is green from 30 up to 999 characters', () => {
    expect(messageTone(30, limits)).toBe('ok');
    expect(messageTone(999, limits)).toBe('ok');
  });

  it('is red at 1000 characters and over', () => {
    expect(messageTone(1000, limits)).toBe('error');
    expect(messageTone(1200, limits)).toBe('error');
  });
});
