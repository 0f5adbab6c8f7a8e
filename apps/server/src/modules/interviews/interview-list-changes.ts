import type pg from 'pg';
import type { InterviewListCache } from './interview-list-cache.ts';

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/** Sent by the trigger of migration 0009 with the user id, for every change to someone's interviews. */
export const INTERVIEW_LIST_CHANNEL = 'interview_list_changed';
export const LISTENER_NAME = 'rehearse interview list changes';
/** How often the listening connection proves it is alive; a silent one is replaced. */
const CHECK_INTERVAL_MS = 10_000;
const RETRY_MS = 2_000;

/**
 * Keeps the interview list cache honest across processes (docs/decisions/116): LISTENs on one pooled connection
 * and drops the list of each person whose interviews changed. The cache is trusted only while this connection is
 * up and answering; when it drops, the cache is emptied and bypassed until the LISTEN is back, so a missed change
 * is never served. (The same shape as the session revocations of ADR 080.)
 */
/**
 * A barrier for "every change committed before now has been heard". PostgreSQL wakes the listening backend when a
 * change commits, before the writer is told of the commit, and that backend sends what it was woken for before it
 * answers its next query: so once a query sent after a request arrived is answered, every change the request
 * could know of has reached `changed`. NOTIFY alone gives no such order (the next request on another socket can
 * overtake the notification, as the tests saw). Requests share round trips: one runs at a time, and those that
 * arrive meanwhile wait together for the next.
 */
function caughtUpWith(conn: pg.PoolClient, lose: (reason: unknown) => void): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  let waiting: Promise<boolean> | null = null;
  const roundTrip = () =>
    conn.query(';').then(
      () => true,
      (err: unknown) => {
        lose(err);
        return false;
      },
    );
  const caughtUp = (): Promise<boolean> => {
    if (!running) {
      running = roundTrip().finally(() => (running = null));
      return running;
    }
    // The running round trip may have been sent before this request arrived: wait for the next one.
    waiting ??= running.then(() => {
      waiting = null;
      return caughtUp();
    });
    return waiting;
  };
  return caughtUp;
}

export function listenForInterviewListChanges({
  pool,
  cache,
  log,
}: {
  pool: pg.Pool;
  cache: InterviewListCache;
  log: Log;
}) {
  let current: { conn: pg.PoolClient; release: () => void } | null = null;
  let closed = false;
  let off = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  const later = (reason: unknown) => {
    if (closed) return;
    if (!off)
      log.warn({ reason: String(reason) }, 'interview list cache off until changes can be heard again');
    off = true;
    retry = setTimeout(() => void connect(), RETRY_MS);
  };

  async function connect() {
    if (closed) return;
    let conn: pg.PoolClient;
    try {
      conn = await pool.connect();
    } catch (err) {
      return later(err);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      conn.removeAllListeners('notification');
      conn.release(true);
    };
    const lose = (reason: unknown) => {
      const wasCurrent = current?.conn === conn;
      release();
      if (!wasCurrent) return;
      current = null;
      clearInterval(check);
      cache.distrust();
      later(reason);
    };
    // Stays attached after release: a closed client may still emit, and an unheard 'error' would crash us.
    conn.on('error', lose);
    conn.on('notification', (message) => {
      if (message.channel === INTERVIEW_LIST_CHANNEL && message.payload) cache.changed(message.payload);
    });
    try {
      // Named, so that the connection can be told apart in pg_stat_activity (its last query is the barrier's).
      await conn.query(`LISTEN ${INTERVIEW_LIST_CHANNEL}; SET application_name = '${LISTENER_NAME}'`);
    } catch (err) {
      release();
      return later(err);
    }
    if (closed) return release();
    current = { conn, release };
    cache.trust(caughtUpWith(conn, lose));
    if (off) log.info('interview list cache on again: changes are heard');
    off = false;
    let checking = false;
    check = setInterval(() => {
      if (checking) return;
      checking = true;
      conn
        .query('SELECT 1')
        .catch(lose)
        .finally(() => (checking = false));
    }, CHECK_INTERVAL_MS);
    check.unref();
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(check);
      cache.distrust();
      current?.release();
      current = null;
    },
  };
}
