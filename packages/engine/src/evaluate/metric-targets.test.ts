import { describe, expect, it } from 'vitest';
import { bandScore, METRIC_TARGETS, verdictFor } from './metric-targets.ts';

describe('metric targets', () => {
  it('judges speech rate against DESIGN §5: 2.2-2.7 good, 1.8-3.0 acceptable', () => {
    expect(verdictFor('speech_rate', 2.7)).toBe('Good pace');
    expect(verdictFor('speech_rate', 2.71)).toBe('Acceptable pace');
    expect(verdictFor('speech_rate', 1.79)).toBe('Too slow');
    expect(verdictFor('speech_rate', 3.01)).toBe('Too fast');
  });

  it('gives every metric a verdict for any value, fillers fluent under 2%', () => {
    expect(verdictFor('filler_words', 1.9)).toBe('Fluent');
    expect(verdictFor('filler_words', 2)).toBe('Some fillers');
    expect(verdictFor('intonation', 10)).toBe('Expressive');
    expect(verdictFor('intonation', 10.1)).toBe('Very varied');
    for (const key of Object.keys(METRIC_TARGETS) as (keyof typeof METRIC_TARGETS)[])
      for (const value of [-5, 0, 3, 50, 100, 1000]) expect(verdictFor(key, value)).toBeTruthy();
  });

  it('scores 100 inside the band and falls to 0 at its outer limits', () => {
    expect(bandScore('speech_rate', 2.5)).toBe(100);
    expect(bandScore('speech_rate', 1.0)).toBe(0);
    expect(bandScore('speech_rate', 3.35)).toBeCloseTo(50);
    expect(bandScore('filler_words', 7)).toBeCloseTo(50);
  });
});
