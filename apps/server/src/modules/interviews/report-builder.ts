import type { Engine } from '@rehearse/engine';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Builds the report once every answer has been evaluated, if the interview waits for it (Generating Report).
 * Safe from any process at any time: the session row is locked, and a built report is never built again.
 * Returns whether the report exists.
 */
export async function buildReportWhenReady(db: Db, engine: Pick<Engine, 'buildReport'>, sessionId: string) {
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('interview_sessions')
      .select(['status'])
      .where('id', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!session || session.status !== 'Generating Report') return session?.status === 'Report Generated';
    const rows = await trx
      .selectFrom('interview_questions as q')
      .leftJoin('answers as a', 'a.question_id', 'q.id')
      .select(['q.position', 'a.evaluation'])
      .where('q.session_id', '=', sessionId)
      .orderBy('q.position')
      .execute();
    if (rows.some((row) => !row.evaluation)) return false;
    const report = engine.buildReport(rows.map((row) => ({ evaluation: row.evaluation! })));
    await trx
      .updateTable('interview_sessions')
      .set({
        status: 'Report Generated',
        report: JSON.stringify(report),
        overall_score: report.overall_report.overall_score,
      })
      .where('id', '=', sessionId)
      .execute();
    return true;
  });
}

/** Interviews left idle past their time limit plus 30 minutes can no longer be resumed: Not Completed. */
export async function expireIdleInterviews(db: Db): Promise<number> {
  const result = await db
    .updateTable('interview_sessions')
    .set({ status: 'Not Completed', ended_at: new Date() })
    .where('status', '=', 'In Progress')
    .where(sql<boolean>`last_activity_at < now() - make_interval(mins => time_limit_minutes + 30)`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
