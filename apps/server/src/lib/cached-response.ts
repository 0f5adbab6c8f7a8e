import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A JSON body with its compressed forms and validator, made once and sent many times. */
export type CachedBody = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Compresses at the highest levels: this runs once per distinct content (off the event loop, in libuv's
 * threads), so its cost does not matter, while every response after it is smaller.
 */
export async function cacheBody(json: string): Promise<CachedBody> {
  const identity = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // Weak: the br, gzip and plain bodies are the same content in different bytes (RFC 9110 §8.8.1).
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, br, gzip: gz };
}

/** The best coding the client accepts: br, then gzip, else none. `q=0` refuses a coding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** If-None-Match with weak comparison (the only kind it uses): any listed tag, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** 304 when the client holds this version; otherwise the stored bytes in the best accepted coding. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  // no-cache: browsers keep it but ask every time, so a title added by the super admin shows at once.
  reply.header('etag', body.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body[encoding]);
}
