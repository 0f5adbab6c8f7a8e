import { describe, expect, it } from 'vitest';
import { gaugeColour } from './gauge-colour.ts';

describe('gaugeColour', () => {
  it('gives each SPEC band its own colour at its lower bound', () => {
    const colours = [84, 83.3, 65.32, 49.98, 33.32, 16.66].map(gaugeColour);
    expect(new Set(colours).size).toBe(6);
  });

  it('keeps a score just under a bound in the band below', () => {
    expect(gaugeColour(83.99)).toBe(gaugeColour(83.3));
    expect(gaugeColour(65.31)).toBe(gaugeColour(49.98));
    expect(gaugeColour(16.65)).not.toBe(gaugeColour(16.66));
  });

  it('uses green for top scores and red below the lowest band', () => {
    expect(gaugeColour(100)).toBe('#15803d');
    expect(gaugeColour(0)).toBe('#b91c1c');
  });
});
