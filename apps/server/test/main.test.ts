import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { healthy, runMain, waitFor } from './support/process.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('main: the process `npm start` runs', () => {
  it('stops with a message naming the variable when the configuration is wrong', async () => {
    const run = runMain({ PORT: 'abc', SUPERADMIN_EMAIL: 'not-an-email' });
    expect(await run.exited).toBe(78);
    expect(run.stderr()).toContain('PORT must be a whole number between 0 and 65535');
    expect(run.stderr()).toContain('SUPERADMIN_EMAIL must be an email address');
  });

  // Each start transpiles the server with tsx: allow for a busy machine.
  describe('with DATABASE_URL', { timeout: 240_000 }, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database?.drop());

    it('migrates, prints a generated super admin password once, serves, and stops cleanly on SIGTERM', async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = {
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        WEB_DIST: '/nonexistent',
        SUPERADMIN_EMAIL: 'root@example.com',
      };
      const first = runMain(env);
      await waitFor(() => healthy(url), 'healthz');
      const password = /Generated password \(shown only this once\): (\S+)/.exec(first.stdout())?.[1];
      expect(password).toBeDefined();
      // The password is printed on its own, never inside a structured log line.
      const logLines = first
        .stdout()
        .split('\n')
        .filter((line) => line.startsWith('{'));
      expect(logLines.some((line) => line.includes('Rehearse is ready'))).toBe(true);
      expect(logLines.filter((line) => line.includes(password!))).toEqual([]);
      const login = await fetch(`${url}/t1/users/super_admin_login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'root@example.com', password }),
      });
      expect(login.status).toBe(200);
      const titles = (await (await fetch(`${url}/t1/interview/job_titles`)).json()) as {
        data: { job_titles: unknown[] };
      };
      expect(titles.data.job_titles.length).toBeGreaterThan(50);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = runMain(env);
      await waitFor(() => healthy(url), 'healthz after restart');
      expect(second.stdout()).not.toContain('Generated password');
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    });
  });

  describe('with embedded PostgreSQL', { timeout: 240_000 }, () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-main-'));
      fs.chmodSync(dataDir, 0o755);
    });
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('recovers from a killed run (left-over PostgreSQL) and stops its database on shutdown', async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        WEB_DIST: '/nonexistent',
        SUPERADMIN_PASSWORD: 'secret-pass',
      };
      const killed = runMain(env);
      await waitFor(() => healthy(url), 'first start');
      const leftover = Number(
        fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      killed.child.kill('SIGKILL');
      await killed.exited;
      expect(alive(leftover)).toBe(true);

      const restarted = runMain(env);
      await waitFor(() => healthy(url), 'restart after SIGKILL');
      expect(restarted.stdout()).toContain('stopping PostgreSQL left over from an earlier run');
      expect(alive(leftover)).toBe(false);
      const current = Number(
        fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
      expect(alive(current)).toBe(false);
    });
  });
});
