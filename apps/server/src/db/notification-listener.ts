import type pg from 'pg';

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/** How often the listening connection proves it is alive; a silent one is replaced. */
const CHECK_INTERVAL_MS = 10_000;
const RETRY_MS = 2_000;

/** The connection being listened on, and how to give it up when it fails. */
export type Listening = { conn: pg.PoolClient; lose: (reason: unknown) => void };

/**
 * LISTENs on `channel` on one pooled connection for as long as it runs, for a cache kept honest across processes
 * (ADR 080, 116): `up` once the LISTEN holds (trust the cache), `down` whenever it is lost (empty and bypass it),
 * `heard` for each payload. A lost or silent connection is replaced after a short wait, so a missed notification
 * is never served from the cache.
 */
export function keepListening({
  pool,
  channel,
  applicationName,
  log,
  messages,
  heard,
  up,
  down,
}: {
  pool: pg.Pool;
  channel: string;
  /** Names the connection in pg_stat_activity. */
  applicationName?: string;
  log: Log;
  messages: { off: string; on: string };
  heard: (payload: string) => void;
  up: (listening: Listening) => void;
  down: () => void;
}) {
  let current: { conn: pg.PoolClient; release: () => void } | null = null;
  let closed = false;
  let off = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  const later = (reason: unknown) => {
    if (closed) return;
    if (!off) log.warn({ reason: String(reason) }, messages.off);
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
      down();
      later(reason);
    };
    // Stays attached after release: a closed client may still emit, and an unheard 'error' would crash us.
    conn.on('error', lose);
    conn.on('notification', (message) => {
      if (message.channel === channel && message.payload) heard(message.payload);
    });
    try {
      await conn.query(
        applicationName
          ? `LISTEN ${channel}; SET application_name = '${applicationName}'`
          : `LISTEN ${channel}`,
      );
    } catch (err) {
      release();
      return later(err);
    }
    if (closed) return release();
    current = { conn, release };
    up({ conn, lose });
    if (off) log.info(messages.on);
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
      down();
      current?.release();
      current = null;
    },
  };
}
