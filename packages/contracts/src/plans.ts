import { z } from 'zod';

export const PLANS = ['FREE', 'STUDENT', 'INSTITUTE'] as const;
export type Plan = (typeof PLANS)[number];

export type PlanLimits = {
  /** Interviews allowed; null = unlimited. */
  interviews: number | null;
  /** 'total' for the whole life of the account, 'month' per calendar month. */
  period: 'total' | 'month';
  questions: number;
  minutes: number;
};

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  FREE: { interviews: 2, period: 'total', questions: 5, minutes: 10 },
  STUDENT: { interviews: 2, period: 'month', questions: 10, minutes: 20 },
  INSTITUTE: { interviews: null, period: 'month', questions: 10, minutes: 20 },
};

/** GET /t1/users/allowance: what the caller's plan has left, for the dashboard and the Create Interview dialog. */
export const interviewAllowance = z.object({
  plan: z.enum(PLANS),
  period: z.enum(['total', 'month']),
  /** Interviews the plan gives per period; null = unlimited. */
  interviews: z.number().int().nullable(),
  /** Left in this period, add-on interviews not counted; null = unlimited. */
  left: z.number().int().nullable(),
  /** Student add-on interviews bought and not yet used. */
  extra_interviews: z.number().int(),
});
export type InterviewAllowance = z.infer<typeof interviewAllowance>;

const PLAN_WORDS: Record<Plan, string> = {
  FREE: 'free',
  STUDENT: 'Student plan',
  INSTITUTE: 'Institute plan',
};

/** "1 of 2 free interviews left", in the words the dashboard and the Create Interview dialog both use. */
export function allowanceText(a: InterviewAllowance): string {
  if (a.interviews === null || a.left === null) return `Unlimited interviews on the ${PLAN_WORDS[a.plan]}`;
  if (a.plan === 'FREE') return `${a.left} of ${a.interviews} free interviews left`;
  const addOns = a.extra_interviews
    ? `, and ${a.extra_interviews} add-on interview${a.extra_interviews === 1 ? '' : 's'}`
    : '';
  return `${a.left} of ${a.interviews} interviews left this month on the ${PLAN_WORDS[a.plan]}${addOns}`;
}

/** Whether one more interview can be started now. */
export const canStartInterview = (a: InterviewAllowance) =>
  a.left === null || a.left > 0 || a.extra_interviews > 0;
