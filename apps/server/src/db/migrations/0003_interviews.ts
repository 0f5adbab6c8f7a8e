import { sql, type Kysely } from 'kysely';

/**
 * The interview itself: the session grows its plan and progress columns, its questions, the tus uploads of
 * the answers, the answers with their processing state, and the candidate's feedback. `current_index` is the
 * number of answers accepted so far, so the current question survives reconnects and server restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Student add-on interviews bought (2 for $1), used once the month's allowance is spent.
    ALTER TABLE users ADD COLUMN extra_interviews integer NOT NULL DEFAULT 0 CHECK (extra_interviews >= 0);

    ALTER TABLE interview_sessions
      ADD COLUMN custom_jd text,
      ADD COLUMN resume_text text,
      ADD COLUMN question_count integer NOT NULL DEFAULT 0,
      ADD COLUMN time_limit_minutes integer NOT NULL DEFAULT 10,
      ADD COLUMN current_index integer NOT NULL DEFAULT 0,
      ADD COLUMN report jsonb,
      ADD COLUMN started_at timestamptz,
      ADD COLUMN ended_at timestamptz,
      ADD COLUMN last_activity_at timestamptz NOT NULL DEFAULT now(),
      ADD CONSTRAINT interview_sessions_status_check CHECK (
        status IN ('In Progress', 'Completed', 'Generating Report', 'Report Generated', 'Not Completed')
      ),
      ADD CONSTRAINT interview_sessions_progress_check CHECK (current_index BETWEEN 0 AND question_count);
    CREATE INDEX interview_sessions_open_idx ON interview_sessions (last_activity_at) WHERE status = 'In Progress';

    CREATE TABLE interview_questions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES interview_sessions (id) ON DELETE CASCADE,
      position integer NOT NULL,
      text text NOT NULL,
      competency text NOT NULL,
      rubric jsonb NOT NULL,
      source text NOT NULL,
      audio_path text,
      audio_ready boolean NOT NULL DEFAULT false,
      UNIQUE (session_id, position)
    );

    -- One row per tus upload: who may append to it and which question it answers.
    CREATE TABLE answer_uploads (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      question_id uuid NOT NULL REFERENCES interview_questions (id) ON DELETE CASCADE,
      filetype text NOT NULL,
      size bigint,
      finished_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX answer_uploads_question_idx ON answer_uploads (question_id, created_at DESC);

    CREATE TABLE answers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      question_id uuid NOT NULL UNIQUE REFERENCES interview_questions (id) ON DELETE CASCADE,
      upload_id text NOT NULL REFERENCES answer_uploads (id),
      video_path text NOT NULL,
      duration_ms integer NOT NULL CHECK (duration_ms >= 0),
      eye_contact jsonb,
      transcript jsonb,
      evaluation jsonb,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'processed', 'failed')),
      error text,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz
    );

    CREATE TABLE feedback (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL REFERENCES interview_sessions (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX feedback_session_idx ON feedback (session_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE feedback, answers, answer_uploads, interview_questions;
    ALTER TABLE interview_sessions
      DROP CONSTRAINT interview_sessions_progress_check,
      DROP CONSTRAINT interview_sessions_status_check,
      DROP COLUMN custom_jd, DROP COLUMN resume_text, DROP COLUMN question_count,
      DROP COLUMN time_limit_minutes, DROP COLUMN current_index, DROP COLUMN report,
      DROP COLUMN started_at, DROP COLUMN ended_at, DROP COLUMN last_activity_at;
    ALTER TABLE users DROP COLUMN extra_interviews;
  `.execute(db);
}
