import { describe, expect, it } from 'vitest';
import { interviewLevelExplanation } from './interview-level.ts';

describe('interviewLevelExplanation', () => {
  it('names the question scores the level is the average of', () => {
    expect(interviewLevelExplanation(34, [62, 0, 40, 55, 13]).sum).toBe(
      'Your Interview Level, 34, is the average of your 5 question scores: 62, 0, 40, 55 and 13. An unanswered question scores 0.',
    );
    expect(interviewLevelExplanation(71, [71]).sum).toBe(
      'Your Interview Level, 71, is the average of your one question score: 71. An unanswered question scores 0.',
    );
  });
});
