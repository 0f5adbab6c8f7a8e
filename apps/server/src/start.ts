import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { createEngine, type Engine } from '@rehearse/engine';
import type { Config } from './config.ts';
import { buildApp } from './app.ts';
import { createDb, type Db } from './db/database.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { seedJobTitles } from './modules/catalogue/seed.ts';
import { startQueue, type Queue } from './modules/jobs/queue.ts';
import { serveWorkerHealth } from './modules/jobs/worker-health.ts';
import { createLiveTranscription, type LiveTranscription } from './modules/answers/live-transcription.ts';
import { startInterviewWorkers } from './modules/interviews/interview-workers.ts';
import { createStorage } from './modules/storage/create-storage.ts';
import type { Storage } from './modules/storage/storage.ts';
import { startRetentionWorker } from './modules/retention/retention-worker.ts';

export type Stoppable = { name: string; stop: () => Promise<unknown> };

/** What every role shares: built once per process from the validated config. */
type Parts = {
  config: Config;
  log: Logger;
  stops: Stoppable[];
  db: Db;
  queue: Queue;
  engine: Engine;
  storage: Storage;
};

/** In-flight requests get this long to finish at shutdown; then their connections are closed. */
const DRAIN_MS = 5_000;

/** Shown once, on stdout and outside the structured log, the first time the super admin is created. */
function announceSuperAdmin(email: string, password: string) {
  const line = '-'.repeat(64);
  process.stdout.write(
    `\n${line}\nSuper admin created: ${email}\nGenerated password (shown only this once): ${password}\nSet SUPERADMIN_PASSWORD to choose it yourself.\n${line}\n\n`,
  );
}

/**
 * The composition root (ADR 125): builds this process's parts from the validated config, by role. Every role
 * migrates, seeds and starts pg-boss (any may start first; each step is safe when several run at once); `all`
 * and `worker` run the job handlers; `all` and `api` serve HTTP. Each started part is pushed on `stops` as soon
 * as it runs, so main stops what was started, newest first.
 */
export async function start(config: Config, log: Logger, stops: Stoppable[]) {
  // A worker answers 503 from the start, so a supervisor sees it coming up rather than nothing.
  const health =
    config.role === 'worker' ? await serveWorkerHealth(config.workerHealthPort, config.host) : null;
  const databaseUrl = await openDatabase(config, log, stops);
  const db = await prepareDatabase(databaseUrl, config, log, stops);
  const queue: Queue = await startQueue(databaseUrl, (err) => log.error({ err }, 'job queue error'));
  stops.push({ name: 'job queue', stop: queue.stop });
  const storage = createStorage(config);
  // One engine per process, shared by the API and the job handlers (its grammar worker is heavy).
  const engine = createEngine(config.engine);
  stops.push({ name: 'interview engine', stop: () => engine.close() });
  // The sentence encoder and the scorer's indexes load now (~1 s, in a worker thread), so the first answer is
  // scored warm; a missing or broken model package stops the start here, naming the package.
  await engine.warm();
  log.info({ providers: engine.providers, role: config.role }, 'interview engine ready');
  const parts: Parts = { config, log, stops, db, queue, engine, storage };

  // Answers are transcribed live where they upload (an API); in `all` the answer jobs take those transcripts.
  const live = config.role === 'worker' ? undefined : startLiveTranscription(parts);
  if (config.role !== 'api') await startJobHandlers(parts, live);
  if (health) {
    health.ready();
    stops.push({ name: 'worker health', stop: health.stop });
    log.info({ port: health.port }, `worker ready; GET /healthz on port ${health.port}`);
  }
  if (live) await serveApi(parts, live); // every role but `worker`
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

function startLiveTranscription({ db, engine, storage, log, stops }: Parts): LiveTranscription {
  const live = createLiveTranscription({ db, engine, storage, log });
  stops.push({ name: 'live transcription', stop: async () => live.close() });
  return live;
}

/** The pg-boss handlers: interview jobs and data retention (ADR 083: a job whose worker died is retried). */
async function startJobHandlers(
  { config, db, queue, engine, storage, log, stops }: Parts,
  live?: LiveTranscription,
) {
  const workers = await startInterviewWorkers({ db, queue, engine, storage, log, liveTranscription: live });
  stops.push({ name: 'interview workers', stop: workers.stop });
  // Keeps the privacy policy's retention promises: daily, and once now.
  const retention = await startRetentionWorker({ db, queue, storage, days: config.retention, log });
  stops.push({ name: 'data retention', stop: retention.stop });
}

/** HTTP: the API, the interview room's socket, tus uploads and the SPA. It sends jobs; it runs none itself. */
async function serveApi({ config, db, queue, engine, storage, log, stops }: Parts, live: LiveTranscription) {
  const app = await buildApp({ config, db, queue, engine, liveTranscription: live, storage });
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
    { url: config.publicUrl, identity: config.identity.kind, role: config.role },
    `Rehearse is ready at ${config.publicUrl}`,
  );
}
