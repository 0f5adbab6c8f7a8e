import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createEngine, type Engine } from '@rehearse/engine';
import { buildApp } from '../../src/app.ts';
import { parseConfig, type Config } from '../../src/config.ts';
import { freePort } from '../../src/db/embedded-postgres.ts';
import {
  createLiveTranscription,
  type LiveTranscription,
} from '../../src/modules/answers/live-transcription.ts';
import { startInterviewWorkers } from '../../src/modules/interviews/interview-workers.ts';
import { startQueue, type Queue } from '../../src/modules/jobs/queue.ts';
import { createStorage } from '../../src/modules/storage/create-storage.ts';
import { seedJobTitles } from '../../src/modules/catalogue/seed.ts';
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

const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (obj: object, msg: string) => console.error(msg, obj),
};

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
 * The real app on a real port with pg-boss on the same database and (unless `workers: false`, an API-only
 * replica) the interview job workers, as main starts them.
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
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: '/nonexistent/web-dist',
    DATA_DIR: options.dataDir,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-1234',
    ...options.env,
  });
  const storage = createStorage(config);
  const queue = await startQueue(options.database.url, (err) => console.error('queue error', err));
  const liveTranscription =
    options.liveTranscription ??
    createLiveTranscription({
      db: options.database.db,
      engine: options.engine,
      storage,
      log: quiet,
    });
  const workers =
    options.workers === false
      ? null
      : await startInterviewWorkers({
          db: options.database.db,
          queue,
          engine: options.engine,
          storage,
          log: quiet,
          liveTranscription,
        });
  const app = await buildApp({
    config,
    db: options.database.db,
    queue,
    engine: options.engine,
    liveTranscription,
    storage,
    logger: options.logger ?? false,
  });
  await app.listen({ port, host: '127.0.0.1' });
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
      await app.close();
      await workers?.stop();
      liveTranscription.close();
      await queue.stop();
    },
  };
}

export const testEngine = () => createEngine({});
