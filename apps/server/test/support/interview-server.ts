import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { createEngine, type Engine } from '@rehearse/engine';
import { parseConfig, type Config } from '../../src/config.ts';
import { freePort } from '../../src/db/embedded-postgres.ts';
import type { LiveTranscription } from '../../src/modules/answers/live-transcription.ts';
import type { Queue } from '../../src/modules/jobs/queue.ts';
import { seedJobTitles } from '../../src/modules/catalogue/seed.ts';
import { composeProcess, type Stoppable } from '../../src/process-composition.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export type InterviewTestServer = {
  url: string;
  wsUrl: string;
  app: FastifyInstance;
  config: Config;
  db: TestDatabase['db'];
  database: TestDatabase;
  queue: Queue;
  /** The live transcripts of answers being uploaded, shared by the API and the workers. */
  liveTranscription: LiveTranscription;
  /** Closes the app, the workers and the queue, keeping the database and DATA_DIR (a restart). */
  stop: () => Promise<void>;
};

/** The process's own log: errors only, on stderr (the app's request log is `logger`). */
export const quietLog = pino({ level: 'error' }, pino.destination(2));

/** Stops what the composition root started, newest first, as main does at shutdown. */
export async function stopAll(stops: Stoppable[]) {
  for (const part of stops.splice(0).reverse()) await part.stop();
}

/** A fresh migrated database with the job-title catalogue, and a DATA_DIR for recordings. */
export async function createInterviewFixture() {
  const database = await createTestDatabase();
  await seedJobTitles(database.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-data-'));
  return {
    database,
    dataDir,
    cleanup: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real app on a real port, built by the composition root as main builds it: pg-boss on the test's
 * database and (unless `workers: false`, an API-only process: PROCESS_ROLE=api) the job handlers.
 */
export async function startInterviewServer(options: {
  database: TestDatabase;
  dataDir: string;
  engine: Engine;
  workers?: boolean;
  env?: Record<string, string>;
  /** Replaces the live transcripts shared by the API and the workers (benchmarks compare without them). */
  liveTranscription?: LiveTranscription;
  /** The app's logger (default: none); tests that check what is logged pass one writing to a stream. */
  logger?: FastifyServerOptions['logger'];
}): Promise<InterviewTestServer> {
  const port = await freePort();
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: '/nonexistent/web-dist',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.database.url,
    PROCESS_ROLE: options.workers === false ? 'api' : 'all',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-1234',
    ...options.env,
  });
  const stops: Stoppable[] = [];
  const { app, queue, liveTranscription } = await composeProcess(
    { config, log: quietLog, stops, db: options.database.db, databaseUrl: options.database.url },
    {
      engine: options.engine,
      liveTranscription: options.liveTranscription,
      appLogger: options.logger ?? false,
    },
  );
  if (!app || !queue || !liveTranscription)
    throw new Error('an API process has an app, a queue and live transcripts');
  return {
    url: config.publicUrl,
    wsUrl: `ws://127.0.0.1:${port}/tws1/connect`,
    app,
    config,
    db: options.database.db,
    database: options.database,
    queue,
    liveTranscription,
    stop: async () => {
      await stopAll(stops);
      // Transcripts handed in are closed here too, as when the test support made its own.
      options.liveTranscription?.close();
    },
  };
}

export const testEngine = () => createEngine({});
