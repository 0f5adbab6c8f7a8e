import type pg from 'pg';
import { keepListening } from '../../db/notification-listener.ts';
import { SESSION_REVOKED_CHANNEL } from './account-repository.ts';
import type { SessionCache } from './session-cache.ts';

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

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
  return keepListening({
    pool,
    channel: SESSION_REVOKED_CHANNEL,
    log,
    messages: {
      off: 'session cache off until logouts can be heard again',
      on: 'session cache on again: logouts are heard',
    },
    heard: (sessionId) => cache.revoke(sessionId),
    up: () => cache.trust(),
    down: () => cache.distrust(),
  });
}
