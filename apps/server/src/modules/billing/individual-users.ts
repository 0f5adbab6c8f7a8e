import {
  BILLING_MSG,
  INDIVIDUAL_USERS_LIMIT,
  type IndividualUser,
  type SetUserPlanBody,
} from '@rehearse/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../accounts/account-repository.ts';

const startOfMonthUtc = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * The super admin's Individual Users page (ADR 114): every USER account with plan and usage, and the plan
 * change. The allowance itself stays where it is enforced (interviews/plan-quota.ts): a Student's add-on
 * interviews are `extra_interviews`, which the quota spends once the month's two are used.
 */
export function createIndividualUsers({ db }: { db: Db }) {
  function listQuery(now: Date) {
    const monthStart = startOfMonthUtc(now);
    return db
      .selectFrom('users as u')
      .leftJoin('interview_sessions as s', (join) =>
        join.onRef('s.user_id', '=', 'u.id').on('s.retake_of', 'is', null),
      )
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.created_at',
        'u.plan',
        'u.extra_interviews',
        sql<number>`count(s.id)::int`.as('interviews_total'),
        sql<number>`(count(s.id) FILTER (WHERE s.created_at >= ${monthStart}))::int`.as(
          'interviews_this_month',
        ),
        sql<Date | null>`max(s.created_at)`.as('last_interview_at'),
      ])
      .where('u.role', '=', 'USER')
      .groupBy('u.id');
  }
  const toItem = (
    row: Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number],
  ): IndividualUser => ({
    id: row.id,
    name: row.name,
    email: row.email,
    created_at: row.created_at.toISOString(),
    plan: row.plan,
    extra_interviews: row.extra_interviews,
    interviews_total: row.interviews_total,
    interviews_this_month: row.interviews_this_month,
    last_interview_at: row.last_interview_at ? new Date(row.last_interview_at).toISOString() : null,
  });

  return {
    /** The newest INDIVIDUAL_USERS_LIMIT individuals, or those whose name or email contains `q`. */
    async list(q: string | undefined, now = new Date()): Promise<IndividualUser[]> {
      let query = listQuery(now);
      const term = q?.trim();
      if (term) {
        const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) => eb.or([eb('u.name', 'ilike', like), eb('u.email', 'ilike', like)]));
      }
      const rows = await query.orderBy('u.created_at', 'desc').limit(INDIVIDUAL_USERS_LIMIT).execute();
      return rows.map(toItem);
    },

    /** POST /t1/superAdmin/setUserPlan: the plan, plus add-on interviews granted (Student plan only). */
    async setPlan(body: SetUserPlanBody, now = new Date()): Promise<IndividualUser> {
      if (body.extra_interviews > 0 && body.plan !== 'STUDENT')
        throw badRequest(BILLING_MSG.extraNeedsStudent);
      const user = isUuid(body.user_id)
        ? await db
            .selectFrom('users')
            .select(['id', 'role'])
            .where('id', '=', body.user_id)
            .executeTakeFirst()
        : undefined;
      if (!user) throw notFound(BILLING_MSG.userNotFound);
      if (user.role !== 'USER') throw badRequest(BILLING_MSG.notIndividual);
      await db
        .updateTable('users')
        .set({
          plan: body.plan,
          extra_interviews: sql<number>`extra_interviews + ${body.extra_interviews}`,
        })
        .where('id', '=', user.id)
        .execute();
      return toItem(await listQuery(now).where('u.id', '=', user.id).executeTakeFirstOrThrow());
    },
  };
}

export type IndividualUsers = ReturnType<typeof createIndividualUsers>;
