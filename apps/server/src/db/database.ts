import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DbOptions = {
  /**
   * Longest a statement may run: PostgreSQL cancels it after this, and the client gives up 2 s later if the
   * server does not answer at all (frozen, or the network gone). Getting a connection (a new one, or a free one
   * from a busy pool) gives up after the same time. 0 = no limits (migrations).
   */
  statementTimeoutMs?: number;
};

const READ_TIMEOUT_MARGIN_MS = 2_000;

const pools = new WeakMap<Db, pg.Pool>();

/**
 * A pooled database whose every wait is bounded (ADR 081): a database that is stopped, frozen or unreachable
 * makes queries fail within the timeouts (the API answers 503) instead of hanging the routes that use it.
 */
export function createDb(
  connectionString: string,
  max = 10,
  { statementTimeoutMs = 10_000 }: DbOptions = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    keepAlive: true,
    ...(statementTimeoutMs
      ? {
          connectionTimeoutMillis: statementTimeoutMs,
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + READ_TIMEOUT_MARGIN_MS,
          // A transaction left open by a stuck request must not hold its row locks for ever.
          idle_in_transaction_session_timeout: statementTimeoutMs * 3,
        }
      : {}),
  });
  // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingTimedOut(pool) }) });
  pools.set(db, pool);
  return db;
}

/** The pg pool under a Db, for what Kysely cannot do (LISTEN). */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('not a database made by createDb');
  return pool;
}

/**
 * A client whose query timed out on our side still waits for that query's answer: handing it back to the pool
 * would stall the next request on it. Such a client is closed instead of reused.
 */
function discardingTimedOut(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      // While checked out the pool does not listen to the client: a connection lost between two queries (the
      // database stopped or restarted) would be an unheard 'error' that crashes the process. Heard here, it
      // marks the client broken so it is closed on release rather than reused.
      const lost = (err: Error) => (broken ??= err);
      client.on('error', lost);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      return {
        query: ((...args: unknown[]) => {
          const result = query(...args);
          if (result instanceof Promise)
            result.catch((err: Error) => {
              if (err?.message === 'Query read timeout') broken = err;
            });
          return result;
        }) as typeof client.query,
        release: () => {
          // A broken client is being closed and may still emit: it keeps its listener.
          if (!broken) client.off('error', lost);
          client.release(broken);
        },
      };
    },
  };
}
