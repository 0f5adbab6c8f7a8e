import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { createDb, type Db } from './db/database.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loggerOptions } from './logger.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { seedJobTitles } from './modules/catalogue/seed.ts';
import { startQueue, type Queue } from './modules/jobs/queue.ts';

let config: Config;
try {
  config = parseConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\nSee docs/configuration.md for every variable.\n`);
  process.exit(78); // EX_CONFIG
}

const log = pino(loggerOptions(config) as pino.LoggerOptions);
const stops: Array<{ name: string; stop: () => Promise<unknown> }> = [];
let shuttingDown = false;

/** Stops what was started, newest first; a second signal forces the exit. */
async function shutdown(signal: string, code = 0) {
  if (shuttingDown) process.exit(1);
  shuttingDown = true;
  log.info({ signal }, 'shutting down');
  for (const { name, stop } of stops.reverse()) {
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

/** Shown once, on stdout and outside the structured log, the first time the super admin is created. */
function announceSuperAdmin(email: string, password: string) {
  const line = '-'.repeat(64);
  process.stdout.write(
    `\n${line}\nSuper admin created: ${email}\nGenerated password (shown only this once): ${password}\nSet SUPERADMIN_PASSWORD to choose it yourself.\n${line}\n\n`,
  );
}

async function start() {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const pg: EmbeddedPostgres = await startEmbeddedPostgres(config.dataDir, {
      info: (msg) => log.info(msg),
      warn: (msg) => log.warn(msg),
    });
    stops.push({ name: 'PostgreSQL', stop: pg.stop });
    await ensureDatabase(pg.adminUrl, 'rehearse');
    databaseUrl = pg.url('rehearse');
  }
  const db: Db = createDb(databaseUrl);
  stops.push({ name: 'database pool', stop: () => db.destroy() });
  const applied = await migrateToLatest(db);
  log.info({ applied }, applied.length ? 'migrations applied' : 'database schema up to date');
  log.info({ jobTitles: await seedJobTitles(db) }, 'job-title catalogue seeded');

  const accounts = createAccountService({ db, config });
  const created = await accounts.ensureSuperAdmin(config.superAdmin.email, config.superAdmin.password, () =>
    randomBytes(12).toString('base64url'),
  );
  if (created) {
    log.info({ email: created.email }, 'super admin created');
    if (created.generated) announceSuperAdmin(created.email, created.password);
  }

  const queue: Queue = await startQueue(databaseUrl, (err) => log.error({ err }, 'job queue error'));
  stops.push({ name: 'job queue', stop: queue.stop });

  const app = await buildApp({ config, db, queue });
  stops.push({ name: 'HTTP server', stop: () => app.close() });
  await app.listen({ port: config.port, host: config.host });
  log.info(
    { url: config.publicUrl, identity: config.identity.kind },
    `Rehearse is ready at ${config.publicUrl}`,
  );
}

start().catch((err: unknown) => {
  log.fatal({ err }, 'could not start');
  void shutdown('startup failure', 1);
});
