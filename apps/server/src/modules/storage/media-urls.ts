import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Signed, expiring URLs for media the browser loads by itself (<audio src>, <video src>), where no
 * Authorization header can be sent. The URL is handed only to the owner, so holding it proves ownership.
 * Each link also names the sign-in it was handed to (ADR 082): after that sign-in is logged out (or expires)
 * the link is refused, so a link left in a shared computer's history dies with the session.
 */
export type MediaUrls = {
  sign(pathname: string, ttlSeconds: number, sessionId: string, now?: number): string;
  /**
   * The sign-in the link is bound to, when the signature matches the path and the link has not expired;
   * null otherwise. The caller still checks that this sign-in is live.
   */
  verify(
    pathname: string,
    query: { expires?: unknown; session?: unknown; signature?: unknown },
    now?: number,
  ): string | null;
};

const SESSION_ID = /^[0-9a-f-]{36}$/;

/** `secret` may be a function: the key is then read (or created) on first use only. */
export function createMediaUrls(secret: string | (() => string)): MediaUrls {
  let key = typeof secret === 'string' ? secret : null;
  const mac = (pathname: string, expires: number, session: string) =>
    createHmac('sha256', (key ??= (secret as () => string)()))
      .update(`${pathname}\n${expires}\n${session}`)
      .digest('base64url');
  return {
    sign(pathname, ttlSeconds, sessionId, now = Date.now()) {
      const expires = Math.floor(now / 1000) + ttlSeconds;
      return `${pathname}?expires=${expires}&signature=${mac(pathname, expires, sessionId)}&session=${sessionId}`;
    },
    verify(pathname, { expires, session, signature }, now = Date.now()) {
      if (
        typeof expires !== 'string' ||
        typeof session !== 'string' ||
        typeof signature !== 'string' ||
        !/^\d{1,12}$/.test(expires) ||
        !SESSION_ID.test(session)
      )
        return null;
      const expected = Buffer.from(mac(pathname, Number(expires), session));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expires) * 1000 > now ? session : null;
    },
  };
}

/**
 * SECRET_KEY when set (needed when several API replicas sign and check links); otherwise a random key
 * created once in DATA_DIR so links survive restarts of a single server.
 */
export function resolveSecretKey(config: { secretKey: string | undefined; dataDir: string }): string {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, 'secret-key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const key = randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      // Another process created it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
