import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { buildApp } from './app.ts';
import { createDb, type Db } from './db/database.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { seedJobTitles } from './modules/catalogue/seed.ts';
import { startQueue, type Queue } from './modules/jobs/queue.ts';
import { createEngine } from '@rehearse/engine';
import { createLiveTranscription } from './modules/answers/live-transcription.ts';
import { startInterviewWorkers } from './modules/interviews/interview-workers.ts';
import { createLocalStorage } from './modules/storage/storage.ts';
import { startRetentionWorker } from './modules/retention/retention-worker.ts';

export type Stoppable = { name: string; stop: () => Promise<unknown> };

/** In-flight requests get this long to finish at shutdown; then their connections are closed. */
const DRAIN_MS = 5_000;

/** Shown once, on stdout and outside the structured log, the first time the super admin is created. */
function announceSuperAdmin(email: string, password: string) {
  const line = '-'.repeat(64);
  process.stdout.write(
    `\n${line}\nSuper admin created: ${email}\nGenerated password (shown only this once): ${password}\nSet SUPERADMIN_PASSWORD to choose it yourself.\n${line}\n\n`,
  );
}

/** Starts everything in order; each started part is pushed on `stops` as soon as it runs. */
export async function start(config: Config, log: Logger, stops: Stoppable[]) {
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

  const queue: Queue = await startQueue(databaseUrl, (err) => log.error({ err }, 'job queue error'));
  stops.push({ name: 'job queue', stop: queue.stop });

  // One engine per process, shared by the API and the interview job workers (its grammar worker is heavy).
  const engine = createEngine(process.env);
  stops.push({ name: 'interview engine', stop: () => engine.close() });
  // The sentence encoder and the scorer's indexes load now (~1 s, in a worker thread), so the first answer is
  // scored warm; a missing or broken model package stops the start here, naming the package.
  await engine.warm();
  log.info({ providers: engine.providers }, 'interview engine ready');
  // Answers are transcribed while they upload (API) and finished by the answer jobs (workers): one registry.
  const liveTranscription = createLiveTranscription({
    db,
    engine,
    storage: createLocalStorage(config.dataDir),
    log,
  });
  stops.push({ name: 'live transcription', stop: async () => liveTranscription.close() });
  const workers = await startInterviewWorkers({
    db,
    queue,
    engine,
    storage: createLocalStorage(config.dataDir),
    log,
    liveTranscription,
  });
  stops.push({ name: 'interview workers', stop: workers.stop });
  // Keeps the privacy policy's retention promises: daily, and once now.
  const retention = await startRetentionWorker({
    db,
    queue,
    storage: createLocalStorage(config.dataDir),
    days: config.retention,
    log,
  });
  stops.push({ name: 'data retention', stop: retention.stop });

  const app = await buildApp({ config, db, queue, engine, liveTranscription });
  stops.push({
    name: 'HTTP server',
    stop: async () => {
      // Requests in flight finish (new ones get 503); a slow upload or an open socket is cut after DRAIN_MS.
      const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
      await app.close();
      clearTimeout(cut);
    },
  });
  await app.listen({ port: config.port, host: config.host });
  log.info(
    { url: config.publicUrl, identity: config.identity.kind },
    `Rehearse is ready at ${config.publicUrl}`,
  );
}
