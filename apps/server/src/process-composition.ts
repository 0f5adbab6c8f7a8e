import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { createEngine, type Engine } from '@rehearse/engine';
import type { Config } from './config.ts';
import { buildApp } from './app.ts';
import type { Db } from './db/database.ts';
import { startQueue, type Queue } from './modules/jobs/queue.ts';
import { createLiveTranscription, type LiveTranscription } from './modules/answers/live-transcription.ts';
import { startInterviewWorkers } from './modules/interviews/interview-workers.ts';
import { createStorage } from './modules/storage/create-storage.ts';
import type { Storage } from './modules/storage/storage.ts';
import { startRetentionWorker } from './modules/retention/retention-worker.ts';

export type Stoppable = { name: string; stop: () => Promise<unknown> };

/** A process's database, migrated and seeded, with where to record what it starts. */
export type ProcessBase = {
  config: Config;
  log: Logger;
  /** Each part started is pushed here as soon as it runs, so its owner stops them newest first. */
  stops: Stoppable[];
  db: Db;
  databaseUrl: string;
};

/** What a caller may hand in instead of the parts built from config (tests share one engine per file). */
export type ProcessOverrides = {
  /** Default: created from config and warmed; then it is also stopped with the process. */
  engine?: Engine;
  /** Default: this process's own (in every role that serves HTTP). */
  liveTranscription?: LiveTranscription;
  /**
   * Default: pg-boss started on the process's database. A queue given here is the giver's to stop; null is a
   * process that neither sends nor runs jobs.
   */
  queue?: Queue | null;
  /** The HTTP app's logger. Default: from config. */
  appLogger?: FastifyServerOptions['logger'];
};

export type Process = {
  /** The HTTP app, listening on config.port; null in the `worker` role. */
  app: FastifyInstance | null;
  queue: Queue | null;
  engine: Engine;
  storage: Storage;
  liveTranscription: LiveTranscription | null;
};

type Parts = ProcessBase & {
  queue: Queue | null;
  engine: Engine;
  storage: Storage;
  appLogger?: FastifyServerOptions['logger'];
};

/** In-flight requests get this long to finish at shutdown; then their connections are closed. */
const DRAIN_MS = 5_000;

/**
 * The one place that builds a process's parts from the validated config, by role (ADR 125, ADR 131): the job
 * queue, the one storage, the one engine, the live transcripts, the job handlers (`all`, `worker`) and the HTTP
 * app (`all`, `api`). start.ts calls it after opening and preparing the database; the test support calls it
 * with the test's database, engine and ports.
 */
export async function composeProcess(base: ProcessBase, overrides: ProcessOverrides = {}): Promise<Process> {
  const { config } = base;
  const queue = overrides.queue === undefined ? await startOwnQueue(base) : overrides.queue;
  const storage = createStorage(config);
  const engine = overrides.engine ?? (await startEngine(base));
  const parts: Parts = { ...base, queue, engine, storage, appLogger: overrides.appLogger };

  // Answers are transcribed live where they upload (an API); in `all` the answer jobs take those transcripts.
  const live =
    config.role === 'worker' ? null : (overrides.liveTranscription ?? startLiveTranscription(parts));
  if (config.role !== 'api' && queue) await startJobHandlers(parts, queue, live);
  const app = live ? await serveApi(parts, live) : null; // every role but `worker`
  return { app, queue, engine, storage, liveTranscription: live };
}

async function startOwnQueue({ databaseUrl, log, stops }: ProcessBase) {
  const queue = await startQueue(databaseUrl, (err) => log.error({ err }, 'job queue error'));
  stops.push({ name: 'job queue', stop: queue.stop });
  return queue;
}

/** One engine per process, shared by the API and the job handlers (its grammar worker is heavy). */
async function startEngine({ config, log, stops }: ProcessBase) {
  const engine = createEngine(config.engine);
  stops.push({ name: 'interview engine', stop: () => engine.close() });
  // The sentence encoder, the scorer's indexes and the grammar checker load now (~2-3 s, in worker threads), so
  // the first answer is scored warm; a missing or broken model package stops the start here, naming the package.
  // An API process scores no answers (the job handlers do): it leaves the grammar checker unloaded.
  await engine.warm({ grammar: config.role !== 'api' });
  log.info({ providers: engine.providers, role: config.role }, 'interview engine ready');
  return engine;
}

function startLiveTranscription({ db, engine, log, stops }: Parts): LiveTranscription {
  const live = createLiveTranscription({ db, engine, log });
  stops.push({ name: 'live transcription', stop: async () => live.close() });
  return live;
}

/** The pg-boss handlers: interview jobs and data retention (ADR 083: a job whose worker died is retried). */
async function startJobHandlers(
  { config, db, engine, storage, log, stops }: Parts,
  queue: Queue,
  live: LiveTranscription | null,
) {
  const workers = await startInterviewWorkers({
    db,
    queue,
    engine,
    storage,
    log,
    liveTranscription: live ?? undefined,
  });
  stops.push({ name: 'interview workers', stop: workers.stop });
  // Keeps the privacy policy's retention promises: daily, and once now.
  const retention = await startRetentionWorker({ db, queue, storage, days: config.retention, log });
  stops.push({ name: 'data retention', stop: retention.stop });
}

/** HTTP: the API, the interview room's socket, tus uploads and the SPA. It sends jobs; it runs none itself. */
async function serveApi(
  { config, db, queue, engine, storage, log, stops, appLogger }: Parts,
  live: LiveTranscription,
) {
  const app = await buildApp({
    config,
    db,
    queue,
    engine,
    liveTranscription: live,
    storage,
    logger: appLogger,
  });
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
  return app;
}
