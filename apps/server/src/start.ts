import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createDb, type Db } from './db/database.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { seedJobTitles } from './modules/catalogue/seed.ts';
import { serveWorkerHealth } from './modules/jobs/worker-health.ts';
import { composeProcess, type Stoppable } from './process-composition.ts';

export type { Stoppable };

/** Shown once, on stdout and outside the structured log, the first time the super admin is created. */
function announceSuperAdmin(email: string, password: string) {
  const line = '-'.repeat(64);
  process.stdout.write(
    `\n${line}\nSuper admin created: ${email}\nGenerated password (shown only this once): ${password}\nSet SUPERADMIN_PASSWORD to choose it yourself.\n${line}\n\n`,
  );
}

/**
 * Starts this process (ADR 125): the database opened and prepared, then its parts built by role through the one
 * composition root, composeProcess (ADR 131), which the test support calls too. Every role migrates and seeds
 * (any may start first; each step is safe when several run at once). Each started part is pushed on `stops` as
 * soon as it runs, so main stops what was started, newest first.
 */
export async function start(config: Config, log: Logger, stops: Stoppable[]) {
  // A worker answers 503 from the start, so a supervisor sees it coming up rather than nothing.
  const health =
    config.role === 'worker' ? await serveWorkerHealth(config.workerHealthPort, config.host) : null;
  const databaseUrl = await openDatabase(config, log, stops);
  const db = await prepareDatabase(databaseUrl, config, log, stops);
  await composeProcess({ config, log, stops, db, databaseUrl });
  if (health) {
    health.ready();
    stops.push({ name: 'worker health', stop: health.stop });
    log.info({ port: health.port }, `worker ready; GET /healthz on port ${health.port}`);
  }
}

/** The embedded PostgreSQL unless DATABASE_URL names one; returns the app database's URL. */
async function openDatabase(config: Config, log: Logger, stops: Stoppable[]): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const pg: EmbeddedPostgres = await startEmbeddedPostgres(config.dataDir, {
    info: (msg) => log.info(msg),
    warn: (msg) => log.warn(msg),
  });
  stops.push({ name: 'PostgreSQL', stop: pg.stop });
  await ensureDatabase(pg.adminUrl, 'rehearse');
  return pg.url('rehearse');
}

/**
 * Schema, catalogue and super admin, in every role: several processes may start at once against one database.
 * Kysely's migrator holds an advisory lock while it migrates, the catalogue is one upsert, and a super admin
 * created by another process at the same moment counts as there.
 */
async function prepareDatabase(databaseUrl: string, config: Config, log: Logger, stops: Stoppable[]) {
  // Migrations may rightly take longer than any request: their own connection, without the statement timeout.
  const migrationDb = createDb(databaseUrl, 1, { statementTimeoutMs: 0 });
  const applied = await migrateToLatest(migrationDb).finally(() => migrationDb.destroy());
  log.info({ applied }, applied.length ? 'migrations applied' : 'database schema up to date');
  const db: Db = createDb(databaseUrl, 10, { statementTimeoutMs: config.databaseTimeoutMs });
  stops.push({ name: 'database pool', stop: () => db.destroy() });
  log.info({ jobTitles: await seedJobTitles(db) }, 'job-title catalogue seeded');

  const accounts = createAccountService({ db, config });
  const created = await accounts.ensureSuperAdmin(config.superAdmin.email, config.superAdmin.password, () =>
    randomBytes(12).toString('base64url'),
  );
  if (created) {
    log.info({ email: created.email }, 'super admin created');
    if (created.generated) announceSuperAdmin(created.email, created.password);
  }
  return db;
}
