import type pg from 'pg';
import { SESSION_REVOKED_CHANNEL } from './account-repository.ts';
import type { SessionCache } from './session-cache.ts';

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/** How often the listening connection proves it is alive; a silent one is replaced. */
const CHECK_INTERVAL_MS = 10_000;
const RETRY_MS = 2_000;

/**
 * Keeps a session cache honest across processes (ADR 080): LISTENs for logouts on one pooled connection and
 * drops each revoked session. The cache is trusted only while this connection is up and answering; when it
 * drops, the cache is emptied and bypassed until the LISTEN is back, so a missed logout is never served.
 */
export function listenForRevokedSessions({
  pool,
  cache,
  log,
}: {
  pool: pg.Pool;
  cache: SessionCache;
  log: Log;
}) {
  let current: { conn: pg.PoolClient; release: () => void } | null = null;
  let closed = false;
  let off = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  const later = (reason: unknown) => {
    if (closed) return;
    if (!off) log.warn({ reason: String(reason) }, 'session cache off until logouts can be heard again');
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
      if (message.channel === SESSION_REVOKED_CHANNEL && message.payload) cache.revoke(message.payload);
    });
    try {
      await conn.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
    } catch (err) {
      release();
      return later(err);
    }
    if (closed) return release();
    current = { conn, release };
    cache.trust();
    if (off) log.info('session cache on again: logouts are heard');
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
