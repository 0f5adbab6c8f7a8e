import { describe, expect, it } from 'vitest';
import { jobDescriptionCounter } from './character-counter.ts';

describe('job description counter', () => {
  it("reads 'n/1000' as the user types", () => {
    expect(jobDescriptionCounter('').label).toBe('0/1000');
    expect(jobDescriptionCounter('Own the release').label).toBe('15/1000');
  });

  it('turns red only past 1000 characters', () => {
    expect(jobDescriptionCounter('x'.repeat(1000)).overLimit).toBe(false);
    expect(jobDescriptionCounter('x'.repeat(1001))).toEqual({ label: '1001/1000', overLimit: true });
  });
});
