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
/** If a part never stops, exit anyway: a supervisor must be able to count on the process going away. */
const SHUTDOWN_LIMIT_MS = 30_000;

/**
 * Stops what was started, newest first: HTTP drains, the job workers hand back their jobs, PostgreSQL stops
 * last (ADR 083). Signals after the first are ignored: Ctrl+C reaches us twice (the terminal's process group and
 * scripts/start.mjs passing it on), and the second must not cut the first short.
 */
async function shutdown(signal: string, code = 0) {
  if (shuttingDown) {
    log.info({ signal }, 'already shutting down; signal ignored');
    return;
  }
  shuttingDown = true;
  log.info({ signal }, 'shutting down');
  setTimeout(() => {
    log.error('shutdown did not finish in time; exiting');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
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
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started by `npm start` (scripts/start.mjs) with an IPC channel: if that parent goes away, stop what we started
// rather than leave the server and its PostgreSQL running without an owner.
process.on('disconnect', () => void shutdown('parent exited'));

// Loaded only after the configuration is known to be valid, so a config error is reported at once.
import('./start.ts')
  .then(({ start }) => start(config, log, stops))
  .catch((err: unknown) => {
    log.fatal({ err }, 'could not start');
    void shutdown('startup failure', 1);
  });
