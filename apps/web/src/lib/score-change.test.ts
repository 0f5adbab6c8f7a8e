import { describe, expect, it } from 'vitest';
import { formatScoreChange } from './score-change.ts';
import { calendarDate } from './relative-time.ts';

describe('formatScoreChange', () => {
  it('signs a rise and a fall and says when nothing changed', () => {
    expect(formatScoreChange(7)).toBe('+7');
    expect(formatScoreChange(-3.4)).toBe('\u22123');
    expect(formatScoreChange(0.4)).toBe('no change');
  });
});

describe('calendarDate', () => {
  it('writes the day of an interview', () => {
    expect(calendarDate(new Date(2026, 2, 12, 15, 0))).toBe('12 Mar 2026');
    expect(calendarDate('not a date')).toBe('');
  });
});
