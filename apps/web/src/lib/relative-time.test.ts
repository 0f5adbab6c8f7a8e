import { describe, expect, it } from 'vitest';
import { clockTime, relativeTimeLabel } from './relative-time.ts';

const now = new Date(2025, 5, 15, 12, 0, 0);
const daysBefore = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3600_000);

describe('relativeTimeLabel', () => {
  it('shows the clock time for anything under a day old', () => {
    expect(relativeTimeLabel(new Date(2025, 5, 15, 9, 5), now)).toBe('09:05 AM');
    expect(relativeTimeLabel(daysBefore(0, 23), now)).toBe('01:00 PM');
  });

  it('counts whole days, pluralised', () => {
    expect(relativeTimeLabel(daysBefore(1), now)).toBe('1 day ago');
    expect(relativeTimeLabel(daysBefore(6, 23), now)).toBe('6 days ago');
  });

  it('switches to weeks, months and years', () => {
    expect(relativeTimeLabel(daysBefore(7), now)).toBe('1 week ago');
    expect(relativeTimeLabel(daysBefore(29), now)).toBe('4 weeks ago');
    expect(relativeTimeLabel(daysBefore(30), now)).toBe('1 month ago');
    expect(relativeTimeLabel(daysBefore(200), now)).toBe('6 months ago');
    expect(relativeTimeLabel(daysBefore(365), now)).toBe('1 year ago');
    expect(relativeTimeLabel(daysBefore(800), now)).toBe('2 years ago');
  });

  it('accepts ISO strings and ignores unreadable dates', () => {
    expect(relativeTimeLabel(daysBefore(14).toISOString(), now)).toBe('2 weeks ago');
    expect(relativeTimeLabel('not a date', now)).toBe('');
  });

  it('treats a date slightly in the future as under a day', () => {
    expect(relativeTimeLabel(new Date(2025, 5, 15, 12, 30), now)).toBe('12:30 PM');
  });
});

describe('clockTime', () => {
  it('uses a 12-hour clock with AM/PM and two-digit hours', () => {
    expect(clockTime(new Date(2025, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(clockTime(new Date(2025, 0, 1, 12, 59))).toBe('12:59 PM');
    expect(clockTime(new Date(2025, 0, 1, 23, 7))).toBe('11:07 PM');
  });
});
