import type { AuthUser } from './account-types.ts';

/** A signed-in account plus which sign-in (the auth_tokens row) the request came with. */
export type SignedInUser = AuthUser & { sessionId: string };

type Entry = { user: SignedInUser; until: number };

/**
 * Sessions recently looked up, so a busy dashboard does not pay a database round trip per request just to learn
 * who is asking. It is only trusted while `revocations` reach this process (ADR 080): logout anywhere drops the
 * entry everywhere, and an entry never outlives `ttlMs` (so account changes show within that time) nor its token.
 */
export function createSessionCache({ ttlMs = 30_000, maxEntries = 10_000, now = Date.now } = {}) {
  const entries = new Map<string, Entry>();
  // A lookup that started before a revocation may return the revoked session: it must not be stored.
  const revokedAt = new Map<string, number>();
  let trusted = false;

  const prune = () => {
    const t = now();
    for (const [hash, at] of revokedAt) if (t - at > ttlMs) revokedAt.delete(hash);
  };

  return {
    get(tokenHash: string): SignedInUser | undefined {
      if (!trusted) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.user;
    },
    /** `lookedUpAt`: when the database lookup that found `user` started. */
    set(tokenHash: string, user: SignedInUser, expiresAt: Date, lookedUpAt: number) {
      if (!trusted || (revokedAt.get(tokenHash) ?? -Infinity) >= lookedUpAt) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { user, until: Math.min(now() + ttlMs, expiresAt.getTime()) });
    },
    revoke(tokenHash: string) {
      entries.delete(tokenHash);
      revokedAt.set(tokenHash, now());
      if (revokedAt.size > maxEntries) prune();
    },
    /** Revocations are (again) being received; until then nothing is cached. */
    trust() {
      trusted = true;
    },
    /** Revocations may have been missed (the listening connection dropped): forget everything. */
    distrust() {
      trusted = false;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
