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
    practice AS (
      SELECT s.user_id,
             count(*) FILTER (WHERE s.retake_of IS NULL)::int AS interviews,
             max(s.created_at) AS last_interview_at
      FROM interview_sessions s JOIN students st ON st.id = s.user_id
      GROUP BY s.user_id
    ),
    reported AS (
      SELECT s.user_id, s.overall_score, s.domain_knowledge_score, s.articulation_score, s.communication_score,
             row_number() OVER (PARTITION BY s.user_id ORDER BY s.created_at DESC) AS recency
      FROM interview_sessions s JOIN students st ON st.id = s.user_id
      WHERE s.status = 'Report Generated' AND s.retake_of IS NULL AND s.overall_score IS NOT NULL
    ),
    scores AS (
      SELECT user_id,
             avg(overall_score)::float8 AS average_overall,
             avg(domain_knowledge_score)::float8 AS average_domain_knowledge,
             avg(articulation_score)::float8 AS average_articulation,
             avg(communication_score)::float8 AS average_communication,
             max(overall_score) FILTER (WHERE recency = 1)::float8 AS latest_overall,
             avg(overall_score) FILTER (WHERE recency BETWEEN 2 AND 4)::float8 AS before_latest_overall
      FROM reported GROUP BY user_id
    )
    SELECT st.id, st.name, st.email, st.created_at,
           coalesce(p.interviews, 0) AS interviews, p.last_interview_at,
           sc.average_overall, sc.average_domain_knowledge, sc.average_articulation, sc.average_communication,
           sc.latest_overall, sc.before_latest_overall
    FROM students st
    LEFT JOIN practice p ON p.user_id = st.id
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
