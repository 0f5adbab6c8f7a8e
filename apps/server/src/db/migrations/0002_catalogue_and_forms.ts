import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job_titles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      job_title text NOT NULL,
      job_description text NOT NULL,
      industry text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX job_titles_title_key ON job_titles (lower(job_title));
    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      message text NOT NULL,
      handled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE job_title_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      request_job_title text NOT NULL,
      message text NOT NULL,
      handled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- Skeleton for the interview list; the interview issue adds its own columns in later migrations.
    CREATE TABLE interview_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      job_title text NOT NULL,
      job_description text NOT NULL DEFAULT '',
      round_type text NOT NULL,
      difficulty_level text NOT NULL,
      status text NOT NULL DEFAULT 'In Progress',
      overall_score double precision,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX interview_sessions_user_idx ON interview_sessions (user_id, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE interview_sessions, job_title_requests, contact_messages, job_titles`.execute(db);
}
