import { INTERVIEW_SERVER_MSG, type InterviewReport } from '@rehearse/contracts';
import type { Engine } from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { MediaUrls } from '../storage/media-urls.ts';
import type { InterviewService } from './interview-service.ts';
import { createInterviewSessionRepository } from './interview-session-repository.ts';
import { questionAttempts } from './report-attempts.ts';
import { buildReportWhenReady, isCurrentReport, refreshReport } from './report-builder.ts';

/**
 * Recording links in a report stay valid for a working day, long enough to study the report, and only while the
 * sign-in that asked for the report lasts (ADR 082).
 */
const RECORDING_URL_TTL_SECONDS = 12 * 60 * 60;
export const recordingPath = (answerId: string) => `/t1/users/interview_recording/${answerId}`;

type Deps = { db: Db; engine: Engine; sessions: Pick<InterviewService, 'ownedSession'>; urls: MediaUrls };

export function createReportService({ db, engine, sessions, urls }: Deps) {
  const repo = createInterviewSessionRepository(db);
  const tryBuild = (sessionId: string) => buildReportWhenReady(db, engine, sessionId);

  return {
    tryBuild,

    /** POST /t1/users/interview_report: true once the report exists; asks for it otherwise. */
    async request(userId: string, sessionId: string): Promise<boolean> {
      const session = await sessions.ownedSession(userId, sessionId);
      switch (session.status) {
        case 'Report Generated':
          return true;
        case 'In Progress':
          throw conflict(INTERVIEW_SERVER_MSG.interviewUnfinished);
        case 'Not Completed':
          throw conflict(INTERVIEW_SERVER_MSG.reportUnavailable);
        case 'Completed':
          await repo.requestReport(sessionId);
          return tryBuild(sessionId);
        case 'Generating Report':
          return tryBuild(sessionId);
      }
    },

    /**
     * GET /t1/users/interview_report: the stored report with fresh signed links to each recording and every
     * attempt at each question. A report made by an earlier version is rebuilt from its evaluations first.
     */
    async get(userId: string, sessionId: string, authSessionId: string): Promise<InterviewReport> {
      let session = await sessions.ownedSession(userId, sessionId);
      if (session.report && !isCurrentReport(session.report)) {
        await refreshReport(db, engine, sessionId);
        session = await sessions.ownedSession(userId, sessionId);
      }
      const report = session.report;
      if (!report) {
        if (session.status === 'Completed' || session.status === 'Generating Report')
          throw conflict(INTERVIEW_SERVER_MSG.reportPending);
        throw notFound(
          session.status === 'Not Completed'
            ? INTERVIEW_SERVER_MSG.reportUnavailable
            : INTERVIEW_SERVER_MSG.interviewUnfinished,
        );
      }
      const rows = await db
        .selectFrom('interview_questions as q')
        .leftJoin('answers as a', 'a.question_id', 'q.id')
        .select(['q.id', 'q.position', 'q.follow_up_of', 'a.id as answer_id', 'a.video_path'])
        .where('q.session_id', '=', sessionId)
        .orderBy('q.position')
        .execute();
      // The report lists the plan's questions; each follow-up is inside its main question's entry.
      const questions = rows.filter((q) => !q.follow_up_of);
      const recordingUrl = (row: (typeof rows)[number] | undefined) =>
        row?.answer_id && row.video_path
          ? urls.sign(recordingPath(row.answer_id), RECORDING_URL_TTL_SECONDS, authSessionId)
          : null;
      const attempts = await questionAttempts(
        db,
        userId,
        session,
        questions.map((q) => q.id),
      );
      // The question ids of the table, whatever the evaluations recorded, so retakes name the right question.
      const idAt = (index: number, fallback: string) => questions[index]?.id ?? fallback;
      return {
        ...report,
        questions_reports: report.questions_reports.map((q, index) => {
          const row = questions[index];
          const followUpRow = rows.find((r) => row && r.follow_up_of === row.id);
          return {
            ...q,
            question_id: idAt(index, q.question_id),
            recording_url: recordingUrl(row),
            attempts: attempts.get(idAt(index, q.question_id)) ?? [],
            ...(q.follow_up
              ? { follow_up: { ...q.follow_up, recording_url: recordingUrl(followUpRow) } }
              : {}),
          };
        }),
        practise_next: report.practise_next.map((action) => ({
          ...action,
          question_id: idAt(action.question_number - 1, action.question_id),
        })),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
