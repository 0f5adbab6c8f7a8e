import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../../lib/http-errors.ts';
import { MSG } from '@rehearse/contracts';

/**
 * Security headers for every response. COOP is same-origin-allow-popups so the sign-in popup keeps its
 * window.opener; images may come from https (Google profile pictures); wasm needs 'wasm-unsafe-eval'.
 * Rate limits are opt-in per route (`config.rateLimit`), strict on the login routes.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'blob:', 'data:'],
          'script-src': ["'self'", "'wasm-unsafe-eval'"],
          'worker-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: app.config.publicUrl.startsWith('https:'),
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, MSG.tooManyAttempts),
    });
  },
  { name: 'security', dependencies: ['config'] },
);

/** Route option for every login route. */
export const loginRateLimit = (app: FastifyInstance) => ({
  max: app.config.loginRateLimit,
  timeWindow: '1 minute',
});
/** Route option for public forms: generous for people, a wall for scripts. */
export const formRateLimit = (app: FastifyInstance) => ({
  max: app.config.formRateLimit,
  timeWindow: '1 minute',
});
