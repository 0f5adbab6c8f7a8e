import {
  COHORT_MSG,
  type CohortStudent,
  type InterviewReport,
  type InterviewSession,
  type ScoreArea,
  type UserProgress,
} from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../accounts/account-repository.ts';
import type { AuthUser } from '../accounts/account-types.ts';
import type { createInterviewListService } from '../interviews/interview-list-service.ts';
import type { ReportService } from '../interviews/report-service.ts';
import type { ProgressService } from '../progress/progress-service.ts';
import { cohortRows, findStudent, type CohortRow } from './cohort-repository.ts';

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/** The area with the lowest average; ties go to the first in the report's order. */
function weakestArea(row: CohortRow): ScoreArea | null {
  const areas: [ScoreArea, number | null][] = [
    ['domain_knowledge', row.average_domain_knowledge],
    ['articulation', row.average_articulation],
    ['communication', row.average_communication],
  ];
  let weakest: [ScoreArea, number] | null = null;
  for (const [area, value] of areas)
    if (value !== null && (weakest === null || value < weakest[1])) weakest = [area, value];
  return weakest?.[0] ?? null;
}

export const toCohortStudent = (row: CohortRow): CohortStudent => ({
  id: row.id,
  name: row.name,
  email: row.email,
  created_at: row.created_at.toISOString(),
  interviews: row.interviews,
  last_interview_at: row.last_interview_at?.toISOString() ?? null,
  average_overall: round1(row.average_overall),
  average_domain_knowledge: round1(row.average_domain_knowledge),
  average_articulation: round1(row.average_articulation),
  average_communication: round1(row.average_communication),
  trend:
    row.latest_overall !== null && row.before_latest_overall !== null
      ? round1(row.latest_overall - row.before_latest_overall)
      : null,
  weakest_area: weakestArea(row),
});

type Deps = {
  db: Db;
  progress: Pick<ProgressService, 'forUser'>;
  interviews: Pick<ReturnType<typeof createInterviewListService>, 'listForUser'>;
  reports: Pick<ReportService, 'get'>;
};

/**
 * The institute admin's view of their students (ADR 111). Every read names the student and is refused unless
 * that student belongs to the admin's own institute; a student of another institute is "not found", so an id
 * tells nothing. Progress, interviews and reports are the students' own services, read on their behalf, with
 * the recordings left out: an admin reads scores and feedback, never watches the videos.
 */
export function createCohortService({ db, progress, interviews, reports }: Deps) {
  const instituteOf = (admin: AuthUser) => {
    if (admin.role !== 'INSTITUTE_ADMIN' || !admin.institute) throw forbidden();
    return admin.institute.id;
  };
  async function student(admin: AuthUser, studentId: string) {
    const instituteId = instituteOf(admin);
    const found = isUuid(studentId) ? await findStudent(db, instituteId, studentId) : undefined;
    if (!found) throw notFound(COHORT_MSG.studentNotFound);
    return found;
  }

  return {
    async cohort(admin: AuthUser): Promise<CohortStudent[]> {
      const { rows } = await cohortRows(db, instituteOf(admin));
      return rows.map(toCohortStudent);
    },

    async student(admin: AuthUser, studentId: string) {
      const found = await student(admin, studentId);
      return {
        id: found.id,
        name: found.name,
        email: found.email,
        created_at: found.created_at.toISOString(),
      };
    },

    async progress(admin: AuthUser, studentId: string): Promise<UserProgress> {
      return progress.forUser((await student(admin, studentId)).id);
    },

    async interviews(admin: AuthUser, studentId: string): Promise<InterviewSession[]> {
      return interviews.listForUser((await student(admin, studentId)).id);
    },

    async report(
      admin: AuthUser,
      studentId: string,
      sessionId: string,
      authSessionId: string,
    ): Promise<InterviewReport> {
      const { id } = await student(admin, studentId);
      const report = await reports.get(id, sessionId, authSessionId);
      return {
        ...report,
        questions_reports: report.questions_reports.map((q) => ({ ...q, recording_url: null })),
      };
    },
  };
}

export type CohortService = ReturnType<typeof createCohortService>;
