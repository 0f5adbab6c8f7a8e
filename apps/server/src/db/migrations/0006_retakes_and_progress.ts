import { sql, type Kysely } from 'kysely';

/**
 * Retakes and progress (issue 11). A retake is a one-question interview on a question of an earlier report:
 * `retake_of` is that first question, so every attempt at a question is found from it, and the plan's allowance
 * does not count retakes. `summary` keeps what the progress page needs from a report (metric means, missed key
 * points, fillers), so a user's whole history is read without opening any report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE interview_sessions
      ADD COLUMN retake_of uuid REFERENCES interview_questions (id) ON DELETE CASCADE,
      ADD COLUMN summary jsonb;
    CREATE INDEX interview_sessions_retake_idx ON interview_sessions (retake_of) WHERE retake_of IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM interview_sessions WHERE retake_of IS NOT NULL;
    ALTER TABLE interview_sessions DROP COLUMN retake_of, DROP COLUMN summary;
  `.execute(db);
}
