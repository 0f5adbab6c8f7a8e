import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../../lib/http-errors.ts';
import { MSG } from '@rehearse/contracts';
import { createRateLimits } from '../../modules/rate-limits/rate-limits.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/** Finished rate-limit windows are deleted this often (by whichever process gets there). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Security headers for every response. COOP is same-origin-allow-popups so the sign-in popup keeps its
 * window.opener; images may come from https (Google profile pictures); wasm needs 'wasm-unsafe-eval'.
 * Rate limits are opt-in per route (`config.rateLimit`), strict on the login routes, keyed by the client address
 * TRUST_PROXY allows (never a header anyone can set) and counted in PostgreSQL so every process shares them.
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
    const limits = createRateLimits(app.db);
    await app.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(limits),
      errorResponseBuilder: () => new HttpError(429, MSG.tooManyAttempts),
    });
    const sweep = setInterval(() => void limits.sweep().catch(() => undefined), SWEEP_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'security', dependencies: ['config', 'db'] },
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
