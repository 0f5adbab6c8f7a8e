import type { InterviewSession } from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';

/** The caller's own interviews for the dashboard grid, newest first (the interview issue fills the table). */
export function createInterviewListService({ db }: { db: Db }) {
  return {
    async listForUser(userId: string): Promise<InterviewSession[]> {
      const rows = await db
        .selectFrom('interview_sessions')
        .select([
          'id',
          'job_title',
          'job_description',
          'status',
          'round_type',
          'difficulty_level',
          'overall_score',
          'created_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(({ id, created_at, status, ...rest }) => ({
        session_id: id,
        ...rest,
        status: status as InterviewSession['status'],
        created_at: created_at.toISOString(),
      }));
    },
  };
}
