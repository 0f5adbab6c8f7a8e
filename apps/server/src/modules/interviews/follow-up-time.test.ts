import { describe, expect, it } from 'vitest';
import { followUpFitsPlanTime } from './follow-up-time.ts';

const now = Date.parse('2026-11-23T10:00:00Z');
const startedMinutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

describe('a follow-up within the plan time', () => {
  it('fits early in a 10-minute interview of five questions with short answers', () => {
    const clock = {
      time_limit_minutes: 10,
      started_at: startedMinutesAgo(1),
      question_count: 5,
      current_index: 0,
    };
    expect(followUpFitsPlanTime(clock, [20_000], now)).toBe(true);
  });

  it('does not fit when the candidate’s long answers already fill the time left', () => {
    const clock = {
      time_limit_minutes: 10,
      started_at: startedMinutesAgo(4),
      question_count: 5,
      current_index: 1,
    };
    // Answers of 100 s: three main questions and the follow-up need 4 x 120 s, only 6 minutes are left.
    expect(followUpFitsPlanTime(clock, [100_000, 100_000], now)).toBe(false);
  });

  it('does not fit after the last question when the plan time is spent', () => {
    const clock = {
      time_limit_minutes: 10,
      started_at: startedMinutesAgo(9.5),
      question_count: 5,
      current_index: 4,
    };
    expect(followUpFitsPlanTime(clock, [40_000], now)).toBe(false);
  });

  it('counts earlier follow-ups as questions already asked, not as questions to come', () => {
    // Five main questions and one follow-up so far; the third main question is being answered.
    const clock = {
      time_limit_minutes: 10,
      started_at: startedMinutesAgo(3),
      question_count: 6,
      current_index: 3,
    };
    expect(followUpFitsPlanTime(clock, [30_000, 30_000, 30_000, 30_000], now)).toBe(true);
  });
});
