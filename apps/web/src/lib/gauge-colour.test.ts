import { describe, expect, it } from 'vitest';
import { gaugeColour } from './gauge-colour.ts';

describe('gaugeColour', () => {
  it('changes colour exactly at each SPEC band', () => {
    const bounds = [84, 83.3, 65.32, 49.98, 33.32, 16.66];
    const atBounds = bounds.map(gaugeColour);
    expect(new Set(atBounds).size).toBe(6);
    bounds.forEach((bound, index) => {
      expect(gaugeColour(bound - 0.01)).not.toBe(atBounds[index]);
    });
  });

  it('gives the band below to a score just under a bound', () => {
    expect(gaugeColour(83.99)).toBe(gaugeColour(83.3));
    expect(gaugeColour(49.97)).toBe(gaugeColour(33.32));
  });

  it('is green at the top and red at the bottom', () => {
    expect(gaugeColour(100)).toBe('#15803d');
    expect(gaugeColour(0)).toBe('#b91c1c');
  });
});
