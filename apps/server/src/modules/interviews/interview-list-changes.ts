import type pg from 'pg';
import { keepListening } from '../../db/notification-listener.ts';
import type { InterviewListCache } from './interview-list-cache.ts';

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/** Sent by the trigger of migration 0009 with the user id, for every change to someone's interviews. */
export const INTERVIEW_LIST_CHANNEL = 'interview_list_changed';
export const LISTENER_NAME = 'rehearse interview list changes';

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

/**
 * Keeps the interview list cache honest across processes (docs/decisions/116): LISTENs on one pooled connection
 * and drops the list of each person whose interviews changed. The cache is trusted only while this connection is
 * up and answering; when it drops, the cache is emptied and bypassed until the LISTEN is back, so a missed change
 * is never served. (The same shape as the session revocations of ADR 080.)
 */
export function listenForInterviewListChanges({
  pool,
  cache,
  log,
}: {
  pool: pg.Pool;
  cache: InterviewListCache;
  log: Log;
}) {
  return keepListening({
    pool,
    channel: INTERVIEW_LIST_CHANNEL,
    // Named, so that the connection can be told apart in pg_stat_activity (its last query is the barrier's).
    applicationName: LISTENER_NAME,
    log,
    messages: {
      off: 'interview list cache off until changes can be heard again',
      on: 'interview list cache on again: changes are heard',
    },
    heard: (userId) => cache.changed(userId),
    up: ({ conn, lose }) => cache.trust(caughtUpWith(conn, lose)),
    down: () => cache.distrust(),
  });
}
