import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@rehearse/contracts';
import { poolOf } from '../../db/database.ts';
import { forbidden, unauthenticated } from '../../lib/http-errors.ts';
import { listenForRevokedSessions } from '../../modules/accounts/session-revocations.ts';
import { bearerToken, hashToken } from '../../modules/accounts/tokens.ts';

async function loadUser(app: FastifyInstance, request: FastifyRequest) {
  const token = bearerToken(request.headers.authorization);
  if (!token) return;
  const user = await app.services.accounts.authenticate(token);
  if (user) {
    request.user = user;
    request.authTokenHash = hashToken(token);
    request.authSessionId = user.sessionId;
  }
}

export type Guards = {
  /** Loads the caller if a valid token came with the request; anonymous otherwise. */
  optionalUser: onRequestAsyncHookHandler;
  /** 401 unless a valid token came with the request. */
  requireUser: onRequestAsyncHookHandler;
  /** 401 when anonymous, 403 when signed in with another role. */
  requireRole: (...roles: Role[]) => onRequestAsyncHookHandler;
};

declare module 'fastify' {
  interface FastifyInstance {
    guards: Guards;
  }
  interface FastifyRequest {
    /** The sign-in (auth_tokens row) this request came with: media links are bound to it. */
    authSessionId: string | null;
  }
}

/**
 * Bearer-token authentication; routes pick a guard as their preHandler. Sessions are cached in memory while
 * logouts from every process are heard (ADR 080), which spares the dashboard a database round trip per request.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authTokenHash', null);
    app.decorateRequest('authSessionId', null);
    const revocations = listenForRevokedSessions({
      pool: poolOf(app.db),
      cache: app.services.accounts.sessionCache,
      log: app.log,
    });
    app.addHook('onClose', async () => revocations.close());
    const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
      await loadUser(app, request);
      if (!request.user) throw unauthenticated();
    };
    app.decorate('guards', {
      optionalUser: async (request: FastifyRequest) => loadUser(app, request),
      requireUser,
      requireRole:
        (...roles: Role[]) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          await requireUser(request, reply);
          if (!roles.includes(request.user!.role)) throw forbidden();
        },
    } satisfies Guards);
  },
  { name: 'auth', dependencies: ['services'] },
);
