import type { ProgressInterview, UserProgress } from '@rehearse/contracts';
import type { Engine, ReportSummary } from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import { refreshReport } from '../interviews/report-builder.ts';
import { recurringWeaknesses } from './recurring-weaknesses.ts';

type Deps = { db: Db; engine: Pick<Engine, 'buildReport'> };

/**
 * GET /t1/users/progress: the caller's interviews with a report, oldest first, from the summaries kept beside the
 * reports (one indexed query, no report opened), and the weaknesses that come back across them.
 */
export function createProgressService({ db, engine }: Deps) {
  const reported = (userId: string) =>
    db
      .selectFrom('interview_sessions')
      .select(['id', 'created_at', 'job_title', 'round_type', 'difficulty_level', 'retake_of', 'summary'])
      .where('user_id', '=', userId)
      .where('status', '=', 'Report Generated')
      .orderBy('created_at', 'asc')
      .execute();

  return {
    async forUser(userId: string): Promise<UserProgress> {
      let rows = await reported(userId);
      const unsummarised = rows.filter((row) => !row.summary);
      if (unsummarised.length) {
        // Reports made before summaries existed: summarised once, here, from their evaluations.
        for (const row of unsummarised) await refreshReport(db, engine, row.id);
        rows = await reported(userId);
      }
      const summarised = rows.filter(
        (row): row is typeof row & { summary: ReportSummary } => row.summary !== null,
      );
      // A retake is one question long: its misses and fillers count, but it is not an interview on the charts.
      const interviews: ProgressInterview[] = summarised
        .filter((row) => row.retake_of === null)
        .map((row) => ({
          session_id: row.id,
          created_at: row.created_at.toISOString(),
          job_title: row.job_title,
          round_type: row.round_type,
          difficulty_level: row.difficulty_level,
          ...row.summary.scores,
          metrics: row.summary.metrics,
        }));
      return { interviews, recurring: recurringWeaknesses(summarised.map((row) => row.summary)) };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
