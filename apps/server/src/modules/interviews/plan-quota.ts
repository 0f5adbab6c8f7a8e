import type { Kysely, Transaction } from 'kysely';
import {
  INSTITUTE_ROLES,
  INTERVIEW_SERVER_MSG,
  PLAN_LIMITS,
  type InterviewAllowance,
  type Plan,
  type PlanLimits,
  type Role,
} from '@rehearse/contracts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { createInterviewSessionRepository } from './interview-session-repository.ts';

/** Institute members practise on their institute's plan whatever their own row says. */
export const effectivePlan = (role: Role, plan: Plan): Plan =>
  INSTITUTE_ROLES.includes(role) ? 'INSTITUTE' : plan;

const startOfMonthUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Interviews of the plan used in its period: every interview started (finished or not), retakes of a question
 * excepted (they use no interview of the plan).
 */
function usedInterviews(db: Kysely<Database>, userId: string, limits: PlanLimits, now: Date) {
  const since = limits.period === 'month' ? startOfMonthUtc(now) : null;
  return createInterviewSessionRepository(db).countPlanInterviews(userId, since);
}

/**
 * The caller's plan limits if one more interview is allowed, else a 403 naming the spent allowance. With
 * `claim`, the user row is locked for the transaction (two tabs cannot both take the last interview) and a
 * Student add-on interview is used up when the month's allowance is spent.
 */
export async function checkAllowance(
  trx: Transaction<Database>,
  user: { id: string; role: Role },
  { claim, now = new Date() }: { claim: boolean; now?: Date },
): Promise<PlanLimits> {
  let query = trx.selectFrom('users').select(['plan', 'extra_interviews']).where('id', '=', user.id);
  if (claim) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  const plan = effectivePlan(user.role, row.plan);
  const limits = PLAN_LIMITS[plan];
  if (limits.interviews === null) return limits;
  if ((await usedInterviews(trx, user.id, limits, now)) < limits.interviews) return limits;
  if (plan === 'STUDENT' && row.extra_interviews > 0) {
    if (claim)
      await trx
        .updateTable('users')
        .set((eb) => ({ extra_interviews: eb('extra_interviews', '-', 1) }))
        .where('id', '=', user.id)
        .execute();
    return limits;
  }
  throw forbidden(plan === 'FREE' ? INTERVIEW_SERVER_MSG.freeLimit : INTERVIEW_SERVER_MSG.studentLimit);
}

/** GET /t1/users/allowance: what the plan gives and what is left of it, by the rules checkAllowance applies. */
export async function allowanceFor(
  db: Kysely<Database>,
  user: { id: string; role: Role },
  now = new Date(),
): Promise<InterviewAllowance> {
  const row = await db
    .selectFrom('users')
    .select(['plan', 'extra_interviews'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const plan = effectivePlan(user.role, row.plan);
  const limits = PLAN_LIMITS[plan];
  const extra = plan === 'STUDENT' ? row.extra_interviews : 0;
  if (limits.interviews === null)
    return { plan, period: limits.period, interviews: null, left: null, extra_interviews: extra };
  const used = await usedInterviews(db, user.id, limits, now);
  return {
    plan,
    period: limits.period,
    interviews: limits.interviews,
    left: Math.max(0, limits.interviews - used),
    extra_interviews: extra,
  };
}
