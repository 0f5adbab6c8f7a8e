import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type Hit = { hits: number; ttlMs: number };

/**
 * Fixed-window counters in PostgreSQL, so every API process counts the same attempts (ADR 080). Each call is
 * one atomic statement: concurrent attempts can never both see the same count.
 */
export function createRateLimits(db: Db) {
  return {
    /** Counts one attempt for `key` and returns the count in the current window and the time left in it. */
    async hit(key: string, windowMs: number): Promise<Hit> {
      const row = await sql<{ hits: number; ttl_ms: number }>`
        INSERT INTO rate_limits AS r (key, hits, reset_at)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
          reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
        RETURNING hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS ttl_ms
      `.execute(db);
      const { hits, ttl_ms } = row.rows[0]!;
      return { hits, ttlMs: Math.max(0, ttl_ms) };
    },

    /** The current count without counting (0 once the window has passed). */
    async peek(key: string): Promise<Hit> {
      const row = await sql<{ hits: number; ttl_ms: number }>`
        SELECT hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS ttl_ms
        FROM rate_limits WHERE key = ${key} AND reset_at > now()
      `.execute(db);
      const found = row.rows[0];
      return found ? { hits: found.hits, ttlMs: found.ttl_ms } : { hits: 0, ttlMs: 0 };
    },

    clear: (key: string) => db.deleteFrom('rate_limits').where('key', '=', key).execute(),

    /** Drops finished windows; any process may run it. */
    sweep: () => db.deleteFrom('rate_limits').where('reset_at', '<=', new Date()).execute(),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
