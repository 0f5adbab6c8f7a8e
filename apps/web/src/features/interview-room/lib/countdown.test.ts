import { describe, expect, it } from 'vitest';
import { COUNTDOWN_COLOURS, countdownColour, countdownStage, formatClock } from './countdown.ts';

describe('countdownStage', () => {
  it('starts at the first stage with the whole 120 s left', () => {
    expect(countdownStage(120)).toBe(0);
    expect(countdownStage(97)).toBe(0);
  });

  it('changes colour exactly at 80%, 60%, 40% and 0% of time left', () => {
    expect(countdownStage(96)).toBe(1);
    expect(countdownStage(72.5)).toBe(1);
    expect(countdownStage(72)).toBe(2);
    expect(countdownStage(48)).toBe(3);
    expect(countdownStage(1)).toBe(3);
    expect(countdownStage(0)).toBe(4);
  });

  it('clamps values outside the answer time', () => {
    expect(countdownStage(500)).toBe(0);
    expect(countdownStage(-3)).toBe(4);
  });

  it('scales the stages to another time limit', () => {
    expect(countdownStage(8, 10)).toBe(1);
    expect(countdownStage(7.9, 10)).toBe(1);
    expect(countdownStage(6, 10)).toBe(2);
  });

  it('ends in red and never reuses a colour', () => {
    expect(countdownColour(0)).toBe('#dc2626');
    expect(new Set(COUNTDOWN_COLOURS).size).toBe(5);
  });
});

describe('formatClock', () => {
  it('shows minutes and zero-padded seconds, rounding partial seconds up', () => {
    expect(formatClock(120)).toBe('2:00');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(-1)).toBe('0:00');
  });
});
