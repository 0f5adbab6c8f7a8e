import { describe, expect, it } from 'vitest';
import { allowanceText, canStartInterview, type InterviewAllowance } from './plans.ts';

const free = (left: number): InterviewAllowance => ({
  plan: 'FREE',
  period: 'total',
  interviews: 2,
  left,
  extra_interviews: 0,
});

describe('the allowance in words', () => {
  it('says how many free interviews are left', () => {
    expect(allowanceText(free(1))).toBe('1 of 2 free interviews left');
    expect(allowanceText(free(0))).toBe('0 of 2 free interviews left');
    expect([canStartInterview(free(1)), canStartInterview(free(0))]).toEqual([true, false]);
  });

  it("counts the Student plan's month and its add-ons", () => {
    const student: InterviewAllowance = {
      plan: 'STUDENT',
      period: 'month',
      interviews: 2,
      left: 0,
      extra_interviews: 2,
    };
    expect(allowanceText(student)).toBe(
      '0 of 2 interviews left this month on the Student plan, and 2 add-on interviews',
    );
    expect(canStartInterview(student)).toBe(true);
  });

  it('says unlimited for the Institute plan', () => {
    const institute: InterviewAllowance = {
      plan: 'INSTITUTE',
      period: 'month',
      interviews: null,
      left: null,
      extra_interviews: 0,
    };
    expect(allowanceText(institute)).toBe('Unlimited interviews on the Institute plan');
    expect(canStartInterview(institute)).toBe(true);
  });
});
