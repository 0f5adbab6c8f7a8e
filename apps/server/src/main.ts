import pino from 'pino';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { loggerOptions } from './logger.ts';
import type { Stoppable } from './start.ts';

let config: Config;
try {
  config = parseConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\nSee docs/configuration.md for every variable.\n`);
  process.exit(78); // EX_CONFIG
}

const log = pino(loggerOptions(config) as pino.LoggerOptions);
const stops: Stoppable[] = [];
let shuttingDown = false;

/** Stops what was started, newest first; a second signal forces the exit. */
async function shutdown(signal: string, code = 0) {
  if (shuttingDown) process.exit(1);
  shuttingDown = true;
  log.info({ signal }, 'shutting down');
  for (const { name, stop } of [...stops].reverse()) {
    try {
      await stop();
      log.info(`${name} stopped`);
    } catch (err) {
      log.error({ err }, `${name} did not stop cleanly`);
    }
  }
  process.exit(code);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
// Started by `npm start` (scripts/start.mjs) with an IPC channel: if that parent goes away, stop what we started
// rather than leave the server and its PostgreSQL running without an owner.
process.once('disconnect', () => void shutdown('parent exited'));

// Loaded only after the configuration is known to be valid, so a config error is reported at once.
import('./start.ts')
  .then(({ start }) => start(config, log, stops))
  .catch((err: unknown) => {
    log.fatal({ err }, 'could not start');
    void shutdown('startup failure', 1);
  });
