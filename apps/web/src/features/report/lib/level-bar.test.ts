import { describe, expect, it } from 'vitest';
import { LEVEL_SEGMENTS, levelBarPosition } from './level-bar.ts';

describe('LEVEL_SEGMENTS', () => {
  it('lists the six SPEC levels from lowest to highest with their score ranges', () => {
    expect(LEVEL_SEGMENTS.map(({ label, from, to }) => `${label} ${from}-${to}`)).toEqual([
      'Beginner 0-20',
      'Entry-Level 20-40',
      'Professional 40-60',
      'Advanced Professional 60-80',
      'Expert 80-90',
      'Extraordinary 90-100',
    ]);
  });
});

describe('levelBarPosition', () => {
  it('puts the ends of the scale at the ends of the bar', () => {
    expect(levelBarPosition(0)).toBe(0);
    expect(levelBarPosition(100)).toBe(100);
  });

  it('places a score inside the segment of its level', () => {
    // Professional is the third of six segments: 33.3% to 50%.
    expect(levelBarPosition(50)).toBeCloseTo(((2 + 0.5) / 6) * 100, 5);
    // Expert spans only 10 points but gets a full segment: 85 sits in its middle.
    expect(levelBarPosition(85)).toBeCloseTo(((4 + 0.5) / 6) * 100, 5);
  });

  it('keeps a score on a boundary in the lower level, as the labels do', () => {
    expect(levelBarPosition(20)).toBeCloseTo(100 / 6, 5);
    expect(levelBarPosition(20.5)).toBeGreaterThan(levelBarPosition(20));
  });

  it('clamps scores outside 0-100', () => {
    expect(levelBarPosition(-5)).toBe(0);
    expect(levelBarPosition(140)).toBe(100);
    expect(levelBarPosition(Number.NaN)).toBe(0);
  });
});
