import { INTERVIEW_SERVER_MSG, type InterviewReport } from '@rehearse/contracts';
import type { Engine } from '@rehearse/engine';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { MediaUrls } from '../storage/media-urls.ts';
import type { InterviewService } from './interview-service.ts';
import { buildReportWhenReady } from './report-builder.ts';

/**
 * Recording links in a report stay valid for a working day, long enough to study the report, and only while the
 * sign-in that asked for the report lasts (ADR 082).
 */
const RECORDING_URL_TTL_SECONDS = 12 * 60 * 60;
export const recordingPath = (answerId: string) => `/t1/users/interview_recording/${answerId}`;

type Deps = { db: Db; engine: Engine; sessions: Pick<InterviewService, 'ownedSession'>; urls: MediaUrls };

export function createReportService({ db, engine, sessions, urls }: Deps) {
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
          await db
            .updateTable('interview_sessions')
            .set({ status: 'Generating Report' })
            .where('id', '=', sessionId)
            .where('status', '=', 'Completed')
            .execute();
          return tryBuild(sessionId);
        case 'Generating Report':
          return tryBuild(sessionId);
      }
    },

    /** GET /t1/users/interview_report: the stored report with fresh signed links to each recording. */
    async get(userId: string, sessionId: string, authSessionId: string): Promise<InterviewReport> {
      const session = await sessions.ownedSession(userId, sessionId);
      if (!session.report) {
        if (session.status === 'Completed' || session.status === 'Generating Report')
          throw conflict(INTERVIEW_SERVER_MSG.reportPending);
        throw notFound(
          session.status === 'Not Completed'
            ? INTERVIEW_SERVER_MSG.reportUnavailable
            : INTERVIEW_SERVER_MSG.interviewUnfinished,
        );
      }
      const answers = await db
        .selectFrom('answers as a')
        .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
        .select(['a.id', 'q.position'])
        .where('q.session_id', '=', sessionId)
        .where('a.video_path', 'is not', null)
        .execute();
      const answerAt = new Map(answers.map((a) => [a.position, a.id]));
      const questionIds = await db
        .selectFrom('interview_questions')
        .select(['id', 'position'])
        .where('session_id', '=', sessionId)
        .orderBy('position')
        .execute();
      return {
        ...session.report,
        questions_reports: session.report.questions_reports.map((q, index) => {
          const answerId = answerAt.get(index);
          return {
            ...q,
            question_id: questionIds[index]?.id ?? q.question_id,
            recording_url: answerId
              ? urls.sign(recordingPath(answerId), RECORDING_URL_TTL_SECONDS, authSessionId)
              : null,
          };
        }),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
