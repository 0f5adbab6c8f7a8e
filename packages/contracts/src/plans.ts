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
