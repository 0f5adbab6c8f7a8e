import { describe, expect, it } from 'vitest';
import { canSubmitFeedback, feedbackCounter, starLabel } from './feedback-form.ts';

describe('feedback counter', () => {
  it("reads 'n / 100'", () => {
    expect(feedbackCounter('').label).toBe('0 / 100');
    expect(feedbackCounter('Great practice').label).toBe('14 / 100');
  });

  it('is red below 4 characters and green from 4 on', () => {
    expect(feedbackCounter('').tone).toBe('red');
    expect(feedbackCounter('abc').tone).toBe('red');
    expect(feedbackCounter('abcd').tone).toBe('green');
    expect(feedbackCounter('x'.repeat(100)).tone).toBe('green');
  });

  it('does not count surrounding spaces towards the minimum', () => {
    expect(feedbackCounter('  ab  ').tone).toBe('red');
  });
});

describe('feedback Submit', () => {
  it('stays disabled while the rating is 0', () => {
    expect(canSubmitFeedback(0, 'Very helpful')).toBe(false);
  });

  it('stays disabled while the message is shorter than 4 characters', () => {
    expect(canSubmitFeedback(4, 'ok!')).toBe(false);
    expect(canSubmitFeedback(4, '    ')).toBe(false);
  });

  it('is enabled with 1 to 5 stars and 4 to 100 characters', () => {
    expect(canSubmitFeedback(1, 'Good')).toBe(true);
    expect(canSubmitFeedback(5, 'x'.repeat(100))).toBe(true);
    expect(canSubmitFeedback(5, 'x'.repeat(101))).toBe(false);
    expect(canSubmitFeedback(6, 'Good')).toBe(false);
  });
});

describe('star labels', () => {
  it('names each star by the rating it gives', () => {
    expect(starLabel(1)).toBe('Rate 1 out of 5 stars');
    expect(starLabel(5)).toBe('Rate 5 out of 5 stars');
  });
});
