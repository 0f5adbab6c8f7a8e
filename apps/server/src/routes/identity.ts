import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identityProviderInfo, SERVER_MSG } from '@rehearse/contracts';
import { ok, responses } from '../lib/envelope.ts';
import { HttpError } from '../lib/http-errors.ts';
import { popupResultPage } from '../modules/identity/popup-page.ts';
import { loginRateLimit } from '../plugins/external/security.ts';

/** The sign-in popup: start -> issuer -> callback page that posts the result to window.opener. */
export default async function identityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { identity } = app.services;
  const origin = new URL(app.config.publicUrl).origin;
  const tags = ['sign-in'];

  app.get('/t1/auth/providers', {
    schema: { operationId: 'identityProvider', tags, response: responses(identityProviderInfo) },
    handler: async () => ok(identity.info()),
  });

  const sendPage = (reply: FastifyReply, payload: Record<string, unknown>) => {
    const page = popupResultPage(origin, payload);
    return reply
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  const failure = (err: unknown) =>
    err instanceof HttpError && err.statusCode < 500 ? err.message : SERVER_MSG.signInFailed;

  app.get('/t1/auth/google/start', {
    config: { rateLimit: loginRateLimit(app) },
    schema: {
      operationId: 'identityStart',
      tags,
      description: 'Opened in the popup: redirects to the issuer (code + PKCE).',
    },
    handler: async (request, reply) => {
      try {
        return reply.header('cache-control', 'no-store').redirect(await identity.start());
      } catch (err) {
        request.log.warn({ err }, 'sign-in could not start');
        return sendPage(reply, { error: failure(err) });
      }
    },
  });

  app.get('/t1/auth/google/callback', {
    config: { rateLimit: loginRateLimit(app) },
    schema: {
      operationId: 'identityCallback',
      tags,
      description:
        'The issuer redirects here; the page posts {source, token, user} or {source, error} to window.opener.',
    },
    handler: async (request, reply) => {
      try {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
        const { token, user } = await identity.callback(query);
        return sendPage(reply, { token, user });
      } catch (err) {
        request.log.warn({ err }, 'sign-in callback failed');
        return sendPage(reply, { error: failure(err) });
      }
    },
  });
}
