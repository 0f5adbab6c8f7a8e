import { sql, type Kysely } from 'kysely';

/**
 * Follow-up questions (docs/decisions/101). A follow-up is an ordinary question row placed right after its main
 * question: the later questions move down one position in the same transaction, so `current_index` still means
 * "answers accepted so far" and every check of "the current question" holds unchanged. That move is one UPDATE of
 * several positions, so their uniqueness is checked when the statement ends (DEFERRABLE), not row by row.
 * At most one follow-up per main question.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE interview_questions
      ADD COLUMN follow_up_of uuid REFERENCES interview_questions (id) ON DELETE CASCADE,
      ADD COLUMN follow_up_reason text,
      ADD CONSTRAINT interview_questions_follow_up_reason_check CHECK (
        (follow_up_of IS NULL) = (follow_up_reason IS NULL) AND
        (follow_up_reason IS NULL OR follow_up_reason IN ('off_question', 'general', 'missed_key_point'))
      ),
      DROP CONSTRAINT interview_questions_session_id_position_key,
      ADD CONSTRAINT interview_questions_session_id_position_key
        UNIQUE (session_id, position) DEFERRABLE INITIALLY IMMEDIATE;
    CREATE UNIQUE INDEX interview_questions_one_follow_up_idx ON interview_questions (follow_up_of)
      WHERE follow_up_of IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Without follow-ups, the main questions close ranks again.
    DELETE FROM interview_questions WHERE follow_up_of IS NOT NULL;
    UPDATE interview_questions q SET position = ranked.position
      FROM (SELECT id, row_number() OVER (PARTITION BY session_id ORDER BY position) - 1 AS position
            FROM interview_questions) ranked
      WHERE ranked.id = q.id AND q.position <> ranked.position;
    UPDATE interview_sessions s SET
      question_count = (SELECT count(*) FROM interview_questions WHERE session_id = s.id),
      current_index = (SELECT count(*) FROM answers a JOIN interview_questions q ON q.id = a.question_id
                       WHERE q.session_id = s.id);
    ALTER TABLE interview_questions
      DROP CONSTRAINT interview_questions_session_id_position_key,
      ADD CONSTRAINT interview_questions_session_id_position_key UNIQUE (session_id, position),
      DROP CONSTRAINT interview_questions_follow_up_reason_check,
      DROP COLUMN follow_up_reason,
      DROP COLUMN follow_up_of;
  `.execute(db);
}
