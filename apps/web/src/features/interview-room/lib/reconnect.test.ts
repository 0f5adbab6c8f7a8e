import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect.ts';

describe('reconnectDelay', () => {
  const middle = () => 0.5;

  it('doubles from half a second', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, middle))).toEqual([500, 1000, 2000, 4000]);
  });

  it('never waits more than 8 s', () => {
    expect(reconnectDelay(4, middle)).toBe(8000);
    expect(reconnectDelay(30, middle)).toBe(8000);
  });

  it('spreads retries by at most 20% either way', () => {
    expect(reconnectDelay(1, () => 0)).toBe(800);
    expect(reconnectDelay(1, () => 1)).toBe(1200);
  });
});
