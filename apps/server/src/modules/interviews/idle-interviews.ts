import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Minutes past its time limit that an idle interview can still be resumed. */
const RESUME_GRACE_MINUTES = 30;

/**
 * Interviews left idle past their time limit plus the grace period can no longer be resumed: Not Completed.
 * Run every minute by the `expire_interviews` job; returns how many were expired.
 */
export async function expireIdleInterviews(db: Db): Promise<number> {
  const result = await db
    .updateTable('interview_sessions')
    .set({ status: 'Not Completed', ended_at: new Date() })
    .where('status', '=', 'In Progress')
    .where(
      sql<boolean>`last_activity_at < now() - make_interval(mins => time_limit_minutes + ${RESUME_GRACE_MINUTES})`,
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
