import type { BuiltReport } from '@rehearse/contracts';
import type { ReportSummary } from '@rehearse/engine';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, InterviewSessionTable } from '../../db/schema.ts';
import { isUuid } from '../accounts/account-repository.ts';

type Executor = Db | Transaction<Database>;

export type NewInterviewSession = Insertable<InterviewSessionTable>;

/**
 * The reads and writes of `interview_sessions` that more than one place makes (ADR 130): an interview found for
 * its owner or locked for a change, its creation, its status and current_index transitions, and the counts the
 * plan and the retake limit are checked against. Methods take an optional transaction. Read models that join
 * many tables for one screen keep their own queries.
 */
export function createInterviewSessionRepository(db: Db) {
  return {
    /** The interview if it is this user's; undefined when it is someone else's, missing, or not an id at all. */
    findOwned: (userId: string, sessionId: string, ex: Executor = db) =>
      isUuid(sessionId)
        ? ex
            .selectFrom('interview_sessions')
            .selectAll()
            .where('id', '=', sessionId)
            .where('user_id', '=', userId)
            .executeTakeFirst()
        : Promise.resolve(undefined),

    /** What the interview room needs to admit its owner and show the current question. */
    findForRoom: (sessionId: string, ex: Executor = db) =>
      ex
        .selectFrom('interview_sessions')
        .select([
          'id',
          'user_id',
          'status',
          'current_index',
          'question_count',
          'job_title',
          'round_type',
          'difficulty_level',
        ])
        .where('id', '=', sessionId)
        .executeTakeFirst(),

    /** The interview's row, locked until the transaction ends: every change of status or position takes it. */
    lock: (sessionId: string, trx: Transaction<Database>) =>
      trx
        .selectFrom('interview_sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .forUpdate()
        .executeTakeFirst(),

    create: (session: NewInterviewSession, ex: Executor = db) =>
      ex
        .insertInto('interview_sessions')
        .values(session)
        .returning(['id', 'question_count', 'time_limit_minutes'])
        .executeTakeFirstOrThrow(),

    /** The owner entered the room: the interview has started (once) and is active now. */
    markJoined: (sessionId: string, ex: Executor = db) =>
      ex
        .updateTable('interview_sessions')
        .set((eb) => ({
          started_at: eb.fn.coalesce('started_at', eb.val(new Date())),
          last_activity_at: new Date(),
        }))
        .where('id', '=', sessionId)
        .execute(),

    /** An answer was accepted: on to question `answered`, and Completed when it was the last. */
    advance: (sessionId: string, answered: number, finished: boolean, ex: Executor = db) =>
      ex
        .updateTable('interview_sessions')
        .set({
          current_index: answered,
          last_activity_at: new Date(),
          ...(finished ? { status: 'Completed' as const, ended_at: new Date() } : {}),
        })
        .where('id', '=', sessionId)
        .execute(),

    /** A follow-up was added to the plan (after the question it follows): one question more to answer. */
    countFollowUp: (sessionId: string, ex: Executor = db) =>
      ex
        .updateTable('interview_sessions')
        .set((eb) => ({ question_count: eb('question_count', '+', 1) }))
        .where('id', '=', sessionId)
        .execute(),

    /** Completed -> Generating Report; an interview in any other state is left as it is. */
    requestReport: (sessionId: string, ex: Executor = db) =>
      ex
        .updateTable('interview_sessions')
        .set({ status: 'Generating Report' })
        .where('id', '=', sessionId)
        .where('status', '=', 'Completed')
        .execute(),

    /** The built report with its progress summary and overall score: Report Generated. */
    storeReport: (
      sessionId: string,
      { report, summary }: { report: BuiltReport; summary: ReportSummary },
      ex: Executor = db,
    ) =>
      ex
        .updateTable('interview_sessions')
        .set({
          status: 'Report Generated',
          report: JSON.stringify(report),
          summary: JSON.stringify(summary),
          overall_score: report.overall_report.overall_score,
        })
        .where('id', '=', sessionId)
        .execute(),

    /** In Progress interviews idle past their time limit plus `graceMinutes` become Not Completed; how many. */
    async expireIdle(graceMinutes: number, ex: Executor = db) {
      const result = await ex
        .updateTable('interview_sessions')
        .set({ status: 'Not Completed', ended_at: new Date() })
        .where('status', '=', 'In Progress')
        .where(
          sql<boolean>`last_activity_at < now() - make_interval(mins => time_limit_minutes + ${graceMinutes})`,
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Interviews that count against the plan since `since` (all time when null): retakes do not count. */
    async countPlanInterviews(userId: string, since: Date | null, ex: Executor = db) {
      let query = ex
        .selectFrom('interview_sessions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('retake_of', 'is', null);
      if (since) query = query.where('created_at', '>=', since);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    /** Retakes of the question first asked as `firstQuestionId`. */
    async countRetakes(firstQuestionId: string, ex: Executor = db) {
      const { n } = await ex
        .selectFrom('interview_sessions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('retake_of', '=', firstQuestionId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /** The resume text goes at retention time; whether there was one. */
    async clearResumeText(sessionId: string, ex: Executor = db) {
      const result = await ex
        .updateTable('interview_sessions')
        .set({ resume_text: null })
        .where('id', '=', sessionId)
        .where('resume_text', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type InterviewSessionRepository = ReturnType<typeof createInterviewSessionRepository>;
