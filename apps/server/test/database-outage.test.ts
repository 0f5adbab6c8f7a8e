import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '@rehearse/engine';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/database.ts';
import {
  ensureDatabase,
  freePort,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../src/db/embedded-postgres.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createUser } from './support/factories.ts';
import { tokenFor } from './support/interview-factories.ts';
import { api } from './support/server.ts';

const UNAVAILABLE = {
  success: false,
  message: 'The service is temporarily unavailable, please try again in a moment',
};

/** Children of a process, from /proc (PostgreSQL's backends each lead their own process group). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Freezes (SIGSTOP) or thaws the embedded PostgreSQL: the postmaster and every backend it runs. */
function signalPostgres(dataDir: string, signal: 'SIGSTOP' | 'SIGCONT') {
  const postmaster = Number(
    fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  for (const pid of [postmaster, ...childrenOf(postmaster)]) process.kill(pid, signal);
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

/** A PostgreSQL of its own (the shared one must not be frozen), the real app over it, a 2 s statement timeout. */
describe('when the database is away', { timeout: 120_000 }, () => {
  let dataDir: string;
  let pg: EmbeddedPostgres;
  let db: Db;
  let server: { url: string; close: () => Promise<void> };
  let engine: Engine;
  let token: string;
  let frozen = false;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-outage-'));
    fs.chmodSync(dataDir, 0o755);
    pg = await startEmbeddedPostgres(dataDir, { info: () => undefined, warn: () => undefined });
    await ensureDatabase(pg.adminUrl, 'rehearse');
    db = createDb(pg.url('rehearse'), 5, { statementTimeoutMs: 2_000 });
    await migrateToLatest(db);
    const port = await freePort();
    const config = parseConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      DATABASE_TIMEOUT_SECONDS: '2',
    });
    // Warmed first, as start.ts does: its start-up work must not land inside the timed checks below.
    engine = createEngine({});
    await engine.warm();
    const app = await buildApp({ config, db, engine, logger: false });
    await app.listen({ port, host: '127.0.0.1' });
    server = { url: config.publicUrl, close: () => app.close() };
    token = await tokenFor(db, await createUser(db));
  });
  afterAll(async () => {
    if (frozen) signalPostgres(dataDir, 'SIGCONT');
    await server?.close();
    await engine?.close();
    await db?.destroy();
    await pg?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers normally while it is there', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await api(server, 'GET', '/t1/users/interview_sessions', { token })).status).toBe(200);
  });

  it('frozen: /healthz says 503 within 2 s, and the API answers 503 with a message instead of hanging', async () => {
    signalPostgres(dataDir, 'SIGSTOP');
    frozen = true;
    const health = await timed(() => fetch(`${server.url}/healthz`));
    expect(health.result.status).toBe(503);
    expect(health.ms).toBeLessThan(2_000);
    const [sessions, catalogue] = await Promise.all([
      api(server, 'GET', '/t1/users/interview_sessions', { token }),
      api(server, 'POST', '/t1/application/contact_us', {
        body: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          phone: '5550100',
          message: 'A message long enough to pass the thirty character minimum.',
        },
      }),
    ]);
    for (const result of [sessions, catalogue]) {
      expect(result.status).toBe(503);
      expect(result.body).toEqual(UNAVAILABLE);
      expect(result.headers.get('retry-after')).toBe('5');
    }
  });

  it('thawed: answers again without a restart', async () => {
    signalPostgres(dataDir, 'SIGCONT');
    frozen = false;
    await expect
      .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 30_000 })
      .toBe(200);
    await expect
      .poll(async () => (await api(server, 'GET', '/t1/users/interview_sessions', { token })).status, {
        timeout: 30_000,
      })
      .toBe(200);
  });

  it('stopped: /healthz says 503 within 2 s and the API 503 with a message, never 500', async () => {
    await pg.stop();
    const health = await timed(() => fetch(`${server.url}/healthz`));
    expect(health.result.status).toBe(503);
    expect(health.ms).toBeLessThan(2_000);
    const sessions = await api(server, 'GET', '/t1/users/interview_sessions', { token });
    expect(sessions.status).toBe(503);
    expect(sessions.body).toEqual(UNAVAILABLE);
    const signIn = await api(server, 'POST', '/t1/users/super_admin_login', {
      body: { email: 'someone@example.com', password: 'whatever' },
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual(UNAVAILABLE);
  });
});
