import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  authResult,
  forgotPasswordBody,
  instituteLoginBody,
  interviewSession,
  RECOVERY_MSG,
  resetPasswordBody,
  resetPasswordResult,
  superAdminLoginBody,
  userSchema,
} from '@rehearse/contracts';
import { emptyObject, ok, responses } from '../lib/envelope.ts';
import { unauthenticated } from '../lib/http-errors.ts';
import { bearerToken } from '../modules/accounts/tokens.ts';
import { loginRateLimit } from '../plugins/external/security.ts';
import { toUserDto } from '../modules/accounts/account-types.ts';
import { matchesEtag, preferredEncoding } from '../lib/cached-response.ts';
import type { InterviewListBody } from '../modules/interviews/interview-list-cache.ts';

/** 304 when the browser holds this version; otherwise the stored bytes in the best coding it accepts. */
async function sendInterviewList(request: FastifyRequest, reply: FastifyReply, body: InterviewListBody) {
  // private: one person's data, never kept by a shared cache; no-cache: revalidated on every visit.
  reply
    .header('etag', body.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'private, no-cache');
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(body.identity);
  const bytes = await body.compressed(encoding);
  if (bytes !== body.identity) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts, identity, interviewLists, passwordRecovery } = app.services;
  const rateLimit = loginRateLimit(app);
  const tags = ['users'];

  app.post('/t1/users/super_admin_login', {
    config: { rateLimit },
    schema: {
      operationId: 'superAdminLogin',
      tags,
      body: superAdminLoginBody,
      response: responses(authResult, 400, 401, 429),
    },
    handler: async (request) => ok(await accounts.superAdminLogin(request.body), 'Successfully logged in!'),
  });

  app.post('/t1/users/login', {
    config: { rateLimit },
    schema: {
      operationId: 'instituteLogin',
      tags,
      body: instituteLoginBody,
      response: responses(authResult, 400, 401, 403, 429),
    },
    handler: async (request) => ok(await accounts.instituteLogin(request.body), 'Successfully logged in!'),
  });

  app.post('/t1/users/google_login', {
    config: { rateLimit },
    schema: {
      operationId: 'googleLogin',
      tags,
      description:
        'Bearer = an ID token from the configured issuer (signature, audience and expiry are checked).',
      response: responses(authResult, 401, 429),
    },
    handler: async (request) => {
      const idToken = bearerToken(request.headers.authorization);
      if (!idToken) throw unauthenticated();
      return ok(await identity.verifyIdToken(idToken), 'Successfully logged in!');
    },
  });

  app.post('/t1/users/forgot_password', {
    config: { rateLimit },
    schema: {
      operationId: 'forgotPassword',
      tags,
      description:
        'Always the same answer, whether an account has this email or not; the account (if any) receives a link to /reset-password valid once for 1 hour. 503 when the server cannot send email.',
      body: forgotPasswordBody,
      response: { ...responses(emptyObject, 400, 429), 503: apiError },
    },
    handler: async (request, reply) => {
      // Refused for every email alike, so the refusal tells nothing about accounts either.
      if (!passwordRecovery.available)
        return reply.status(503).send({ success: false, message: RECOVERY_MSG.mailUnavailable });
      passwordRecovery.requestResetInBackground(request.body.email);
      return ok({}, RECOVERY_MSG.resetLinkSent);
    },
  });

  app.post('/t1/users/reset_password', {
    config: { rateLimit },
    schema: {
      operationId: 'resetPassword',
      tags,
      description:
        'Sets the password with the token of a reset or invitation link (once), and ends every session of the account.',
      body: resetPasswordBody,
      response: responses(resetPasswordResult, 400, 429),
    },
    handler: async (request) =>
      ok(await passwordRecovery.resetPassword(request.body), RECOVERY_MSG.passwordReset),
  });

  app.post('/t1/users/logout', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'logout',
      tags,
      security: [{ bearer: [] }],
      response: responses(emptyObject, 401),
    },
    handler: async (request) => {
      await accounts.logout(request.authTokenHash!);
      return ok({});
    },
  });

  app.get('/t1/users/me', {
    onRequest: app.guards.requireUser,
    schema: { operationId: 'me', tags, security: [{ bearer: [] }], response: responses(userSchema, 401) },
    handler: async (request) => ok(toUserDto(request.user!)),
  });

  app.get('/t1/users/interview_sessions', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'listInterviewSessions',
      tags,
      security: [{ bearer: [] }],
      response: responses(z.array(interviewSession), 401),
    },
    // Sent as stored (ADR 116): the body was checked against this schema once, when the list was read.
    config: { compress: false },
    handler: async (request, reply) =>
      sendInterviewList(request, reply, await interviewLists.forUser(request.user!.id)),
  });
}
