import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every process on this database (ADR 080): per client IP and route, and per
 * account for password sign-in. UNLOGGED: losing the counters in a crash only resets the limits, and it spares
 * the WAL a write per attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE rate_limits (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      reset_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limits`.execute(db);
}
