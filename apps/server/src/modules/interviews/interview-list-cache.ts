import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { z } from 'zod';
import { interviewSession, type InterviewSession } from '@rehearse/contracts';
import { ok } from '../../lib/envelope.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed body saves nothing worth a coding (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;
const listResult = z.array(interviewSession);

/** One person's list as sent: the envelope as JSON, its ETag, and its compressed forms made on first demand. */
export type InterviewListBody = {
  etag: string;
  identity: Buffer;
  /** Compressed in libuv's threads the first time a client asks for it, then shared. */
  compressed(encoding: 'br' | 'gzip'): Promise<Buffer>;
};

/** The response body for a list, checked against the contract (which strips unlisted fields) as the route did. */
export function interviewListBody(list: InterviewSession[]): InterviewListBody {
  const identity = Buffer.from(JSON.stringify(ok(listResult.parse(list))), 'utf8');
  // Weak: the br, gzip and plain bodies are the same content in different bytes (RFC 9110 §8.8.1).
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const forms: Partial<Record<'br' | 'gzip', Promise<Buffer>>> = {};
  return {
    etag,
    identity,
    compressed(encoding) {
      if (identity.length < COMPRESS_FROM_BYTES) return Promise.resolve(identity);
      // Moderate levels: a list changes with every answer, and 5 KB compresses in well under a millisecond.
      forms[encoding] ??=
        encoding === 'br'
          ? brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzip(identity, { level: 6 });
      return forms[encoding];
    },
  };
}

type Entry = { body: InterviewListBody; until: number };
type Load = { body: Promise<InterviewListBody>; stale: boolean };

/**
 * Each person's dashboard list as sent, kept per process (docs/decisions/116) so that the busiest signed-in call
 * costs no query, no validation and no serialization. Correct only while every change is heard: `changed(userId)`
 * must be called for each change to that person's interviews in any process (the LISTEN in
 * interview-list-changes.ts), and nothing is cached unless `trust()` says those changes are being received.
 * An entry also expires after `ttlMs` (a safety net), and the least recently used goes first beyond `maxEntries`.
 * A load that was under way when a change arrived may have read the old rows: it is answered but never kept.
 */
export function createInterviewListCache({
  load,
  ttlMs = 60_000,
  maxEntries = 10_000,
  now = Date.now,
}: {
  load: (userId: string) => Promise<InterviewSession[]>;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, Entry>();
  const loads = new Map<string, Load>();
  /** While changes are heard: resolves once every change committed so far has reached `changed` (false: lost). */
  let caughtUp: (() => Promise<boolean>) | null = null;

  const build = async (userId: string) => interviewListBody(await load(userId));

  return {
    async forUser(userId: string): Promise<InterviewListBody> {
      if (!caughtUp || !(await caughtUp())) return build(userId);
      const entry = entries.get(userId);
      if (entry && entry.until > now()) {
        // Map order is insertion order: moving a hit to the end keeps the least recently used first.
        entries.delete(userId);
        entries.set(userId, entry);
        return entry.body;
      }
      entries.delete(userId);
      const running = loads.get(userId);
      if (running) return running.body;
      const started: Load = { body: build(userId), stale: false };
      loads.set(userId, started);
      // Requests for the same person while the query runs share it (a burst is one query, not many).
      started.body.then(
        (body) => {
          if (loads.get(userId) === started) loads.delete(userId);
          if (started.stale || !caughtUp) return;
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(userId, { body, until: now() + ttlMs });
        },
        () => {
          if (loads.get(userId) === started) loads.delete(userId);
        },
      );
      return started.body;
    },
    /** This person's interviews changed (here or in another process): the next request reads them again. */
    changed(userId: string) {
      entries.delete(userId);
      const running = loads.get(userId);
      if (running) {
        running.stale = true;
        loads.delete(userId);
      }
    },
    /**
     * Changes are (again) being heard, and `caughtUp` tells when all those committed so far have been; until then
     * every request reads the database.
     */
    trust(caughtUpWithChanges: () => Promise<boolean>) {
      caughtUp = caughtUpWithChanges;
    },
    /** Changes may have been missed: forget everything and stop caching. */
    distrust() {
      caughtUp = null;
      entries.clear();
      for (const running of loads.values()) running.stale = true;
      loads.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type InterviewListCache = ReturnType<typeof createInterviewListCache>;
