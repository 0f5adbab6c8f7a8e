import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MSG } from '@rehearse/contracts';
import { notFound } from '../../lib/http-errors.ts';
import type { Storage } from './storage.ts';

/** A single `bytes=start-end` range (what <audio> and <video> ask for), clamped to the file; null if unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // A suffix range: the last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/** Streams a stored file with Range support so players can seek. */
export async function sendStoredMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  contentType: string,
) {
  const size = await storage.size(key);
  if (size === null) throw notFound(SERVER_MSG.notFound);
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600').type(contentType);
  const header = request.headers.range;
  if (header) {
    const range = parseRange(header, size);
    if (!range) return reply.code(416).header('content-range', `bytes */${size}`).send();
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(storage.read(key, range));
  }
  return reply.header('content-length', size).send(storage.read(key));
}
