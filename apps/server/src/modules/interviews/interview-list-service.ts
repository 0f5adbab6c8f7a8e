import type { InterviewSession } from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';

type ListedSession = Omit<InterviewSession, 'score_change'> & { score_change?: number | null };

/**
 * Each interview's change in overall score since the previous interview of the same role (job title, any case)
 * that has a report. Retakes are one question long and stand apart: they neither get nor give a change.
 */
function withScoreChanges(newestFirst: ListedSession[]): InterviewSession[] {
  const lastScore = new Map<string, number>();
  const change = new Map<string, number | null>();
  for (const s of [...newestFirst].reverse()) {
    if (s.retake || s.status !== 'Report Generated' || s.overall_score === null) continue;
    const role = s.job_title.toLowerCase();
    const previous = lastScore.get(role);
    change.set(s.session_id, previous === undefined ? null : Math.round(s.overall_score - previous));
    lastScore.set(role, s.overall_score);
  }
  return newestFirst.map((s) => ({ ...s, score_change: change.get(s.session_id) ?? null }));
}

/** The caller's own interviews for the dashboard grid, newest first. */
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
          'retake_of',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return withScoreChanges(
        rows.map(({ id, created_at, retake_of, ...rest }) => ({
          session_id: id,
          ...rest,
          created_at: created_at.toISOString(),
          retake: retake_of !== null,
        })),
      );
    },
  };
}
