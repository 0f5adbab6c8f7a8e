import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR, MSG, SERVER_MSG } from '@rehearse/contracts';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { HttpError } from '../../lib/http-errors.ts';

/** Words for the 4xx errors Fastify itself raises, so the envelope never shows framework jargon. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MSG.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_MSG.malformedJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_MSG.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: SERVER_MSG.badRequest,
};

function statusAndMessage(error: FastifyError): { status: number; message: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: error.validation[0]?.message ?? SERVER_MSG.badRequest };
  }
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: MSG.tooManyAttempts };
  // A JSON body that does not parse comes out of secure-json-parse as a SyntaxError with status 400.
  if (error instanceof SyntaxError && status === 400) return { status, message: SERVER_MSG.malformedJson };
  if (error.code && FRAMEWORK_MESSAGES[error.code])
    return { status, message: FRAMEWORK_MESSAGES[error.code]! };
  if (status >= 400 && status < 500)
    return {
      status,
      message: error.validation
        ? (error.validation[0]?.message ?? SERVER_MSG.badRequest)
        : SERVER_MSG.badRequest,
    };
  return { status: 500, message: GENERIC_ERROR };
}

const isApiPath = (url: string) => url === '/t1' || url.startsWith('/t1/') || url.startsWith('/t1?');

/**
 * Every error leaves as the SPEC envelope {success:false, message}. Unknown paths: JSON 404 under /t1 and
 * for non-GET requests; the SPA's index.html for other GETs (client-side routes, including its 404 page).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, message } = statusAndMessage(error);
      if (status === 503) {
        // Expected while the database is away: one line per request, no stack.
        request.log.warn({ status, reason: error.message }, 'database unavailable');
        reply.header('retry-after', '5');
      } else if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, code: error.code, reason: message }, 'request rejected');
      return reply.status(status).send({ success: false, message });
    });

    const indexHtml = path.join(app.config.webDist, 'index.html');
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname);
      // A missing asset (a path with a file extension) is a real 404, not the SPA.
      if (wantsPage && !path.extname(pathname) && fs.existsSync(indexHtml)) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(fs.createReadStream(indexHtml));
      }
      return reply.status(404).send({ success: false, message: SERVER_MSG.notFound });
    });
  },
  { name: 'errors', dependencies: ['config'] },
);
