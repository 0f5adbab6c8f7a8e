import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/** Paths pino blanks out wherever they appear: credentials never reach the log. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.user_password',
  '*.token',
  '*.access_token',
  '*.id_token',
  '*.refresh_token',
  '*.code_verifier',
  '*.client_secret',
  'headers.authorization',
  'headers.cookie',
];

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry OIDC codes and states: log the path only.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}
