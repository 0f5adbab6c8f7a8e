import { sql, type Kysely } from 'kysely';

/** One area score of a report: from its progress summary, else (reports made before 0006) from the report. */
const areaScore = (area: string) =>
  sql.raw(`(COALESCE(summary->'scores'->>'${area}', report->'overall_report'->>'${area}'))::real`);

/**
 * Issue 12. Institutes can be disabled; one-time links to set a password (reset or invitation) are kept only as
 * hashes; each Stripe event is applied once; and a report's three area scores are kept as columns beside it, so
 * the cohort dashboard averages an institute's reports without opening their JSON (ADR 111).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE institutes ADD COLUMN disabled_at timestamptz;
    CREATE TABLE password_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      purpose text NOT NULL CHECK (purpose IN ('reset', 'invitation')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX password_tokens_user_idx ON password_tokens (user_id);
    CREATE TABLE billing_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  await sql`
    ALTER TABLE interview_sessions
      ADD COLUMN domain_knowledge_score real GENERATED ALWAYS AS (${areaScore('domain_knowledge_score')}) STORED,
      ADD COLUMN articulation_score real GENERATED ALWAYS AS (${areaScore('articulation_score')}) STORED,
      ADD COLUMN communication_score real GENERATED ALWAYS AS (${areaScore('communication_score')}) STORED
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE interview_sessions
      DROP COLUMN domain_knowledge_score, DROP COLUMN articulation_score, DROP COLUMN communication_score;
    DROP TABLE billing_events, password_tokens;
    ALTER TABLE institutes DROP COLUMN disabled_at;
  `.execute(db);
}
