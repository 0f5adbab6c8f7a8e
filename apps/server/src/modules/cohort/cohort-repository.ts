import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type CohortRow = {
  id: string;
  name: string;
  email: string;
  created_at: Date;
  interviews: number;
  last_interview_at: Date | null;
  average_overall: number | null;
  average_domain_knowledge: number | null;
  average_articulation: number | null;
  average_communication: number | null;
  latest_overall: number | null;
  before_latest_overall: number | null;
};

/**
 * One statement for the whole cohort: each student with their practice counts and the averages of their
 * reports (interviews only: a retake is one question and would tip an average). The area scores are columns kept
 * by PostgreSQL beside each report (migration 0007), so no report JSON is opened (ADR 111).
 */
export function cohortRows(db: Db, instituteId: string) {
  return sql<CohortRow>`
    WITH students AS (
      SELECT id, name, email, created_at FROM users
      WHERE institute_id = ${instituteId} AND role = 'INSTITUTE_USER'
    ),
    -- One pass over the students' interviews: counts for all of them, averages for those with a report.
    ranked AS (
      SELECT s.user_id, s.created_at, s.retake_of, s.overall_score,
             s.domain_knowledge_score, s.articulation_score, s.communication_score, r.reported,
             row_number() OVER (PARTITION BY s.user_id, r.reported ORDER BY s.created_at DESC) AS recency
      FROM interview_sessions s
      CROSS JOIN LATERAL (
        SELECT s.status = 'Report Generated' AND s.retake_of IS NULL AND s.overall_score IS NOT NULL AS reported
      ) r
      WHERE s.user_id IN (SELECT id FROM students)
    ),
    scores AS (
      SELECT user_id,
             (count(*) FILTER (WHERE retake_of IS NULL))::int AS interviews,
             max(created_at) AS last_interview_at,
             (avg(overall_score) FILTER (WHERE reported))::float8 AS average_overall,
             (avg(domain_knowledge_score) FILTER (WHERE reported))::float8 AS average_domain_knowledge,
             (avg(articulation_score) FILTER (WHERE reported))::float8 AS average_articulation,
             (avg(communication_score) FILTER (WHERE reported))::float8 AS average_communication,
             (max(overall_score) FILTER (WHERE reported AND recency = 1))::float8 AS latest_overall,
             (avg(overall_score) FILTER (WHERE reported AND recency BETWEEN 2 AND 4))::float8
               AS before_latest_overall
      FROM ranked GROUP BY user_id
    )
    SELECT st.id, st.name, st.email, st.created_at,
           coalesce(sc.interviews, 0) AS interviews, sc.last_interview_at,
           sc.average_overall, sc.average_domain_knowledge, sc.average_articulation, sc.average_communication,
           sc.latest_overall, sc.before_latest_overall
    FROM students st
    LEFT JOIN scores sc ON sc.user_id = st.id
    ORDER BY lower(st.name), st.id
  `.execute(db);
}

/** The student `studentId` if they are a member (not the admin) of `instituteId`; else undefined. */
export const findStudent = (db: Db, instituteId: string, studentId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'created_at'])
    .where('id', '=', studentId)
    .where('institute_id', '=', instituteId)
    .where('role', '=', 'INSTITUTE_USER')
    .executeTakeFirst();
