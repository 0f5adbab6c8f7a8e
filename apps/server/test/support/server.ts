import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { parseConfig, type Config } from '../../src/config.ts';
import { freePort } from '../../src/db/embedded-postgres.ts';
import type { Queue } from '../../src/modules/jobs/queue.ts';
import { composeProcess, type Stoppable } from '../../src/process-composition.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { quietLog, stopAll } from './interview-server.ts';

export type TestServer = {
  url: string;
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  db: TestDatabase['db'];
  close: () => Promise<void>;
};

type Options = {
  env?: Record<string, string>;
  database?: TestDatabase;
  logger?: FastifyServerOptions['logger'];
  /** The job queue it sends to (another server's); by default it sends and runs no jobs. */
  queue?: Queue | null;
};

/**
 * The real app on a real port (127.0.0.1, free port) over its own migrated database, built by the composition
 * root as an API process (PROCESS_ROLE=api): it runs no job handlers.
 */
export async function startTestServer({
  env = {},
  database,
  logger = false,
  queue = null,
}: Options = {}): Promise<TestServer> {
  const port = await freePort();
  const ownDatabase = !database;
  const db = database ?? (await createTestDatabase());
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: '/nonexistent/web-dist',
    LOGIN_RATE_LIMIT: '1000',
    FORM_RATE_LIMIT: '1000',
    DATABASE_URL: db.url,
    PROCESS_ROLE: 'api',
    ...env,
  });
  const stops: Stoppable[] = [];
  const { app } = await composeProcess(
    { config, log: quietLog, stops, db: db.db, databaseUrl: db.url },
    { queue, appLogger: logger },
  );
  if (!app) throw new Error('an API process has an app');
  return {
    url: config.publicUrl,
    app,
    config,
    database: db,
    db: db.db,
    close: async () => {
      await stopAll(stops);
      if (ownDatabase) await db.drop();
    },
  };
}

export type ApiResult<T = unknown> = {
  status: number;
  body: { success: boolean; message?: string; data?: T };
  headers: Headers;
};

/** fetch against the server; `body` objects are sent as JSON, strings as-is. */
export async function api<T = unknown>(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}
