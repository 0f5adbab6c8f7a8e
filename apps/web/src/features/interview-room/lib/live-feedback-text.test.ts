import { describe, expect, it } from 'vitest';
import { fillerSentence, paceSentence } from './live-feedback-text.ts';

describe('live feedback in full sentences', () => {
  it('places the pace against the 130-160 target', () => {
    expect(paceSentence(null)).toBe('Your pace shows here after your first few sentences.');
    expect(paceSentence(112)).toBe(
      'You are speaking at 112 words per minute, a little slower than the 130 to 160 target.',
    );
    expect(paceSentence(145)).toBe('You are speaking at 145 words per minute, within the 130 to 160 target.');
    expect(paceSentence(160)).toBe('You are speaking at 160 words per minute, within the 130 to 160 target.');
    expect(paceSentence(184)).toBe(
      'You are speaking at 184 words per minute, a little faster than the 130 to 160 target.',
    );
  });

  it('counts fillers so far', () => {
    expect(fillerSentence(0)).toBe('You have used no filler words so far.');
    expect(fillerSentence(1)).toBe('You have used 1 filler word so far.');
    expect(fillerSentence(3)).toBe('You have used 3 filler words so far.');
  });
});
