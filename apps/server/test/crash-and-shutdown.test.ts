import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { createUser } from './support/factories.ts';
import { answerQuestion, RoomClient } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm } from './support/interview-media.ts';
import { createInterviewFixture } from './support/interview-server.ts';
import { healthy, runMain, waitFor, type ServerProcess } from './support/process.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';
import { until } from './support/until.ts';

// Long enough that its processing (transcription and evaluation) is still running when the server is killed.
const LONG_ANSWER = Array.from(
  { length: 6 },
  () =>
    'I would put a cache in front of the database, measure the hit rate, and expire entries after a few minutes so that stale prices never reach a customer.',
).join(' ');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** Live members of a process group (zombies count as gone). */
function groupMembers(pgid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,stat=', '-g', String(pgid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when the group is empty
  }
  return out
    .trim()
    .split('\n')
    .filter((line) => line && !/\sZ/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('a killed server loses no answer', { timeout: 400_000 }, () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let planner: TestServer;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    // Plans the interview (one question) in this process; the server under test runs in its own.
    planner = await startTestServer({ database: fixture.database, env: { DATA_DIR: fixture.dataDir } });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await planner?.close();
    await fixture?.cleanup();
  });

  it('SIGKILL while an answer is being processed: after a restart the report is ready within 90 s', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: fixture.database.url,
      DATA_DIR: fixture.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      WEB_DIST: '/nonexistent',
      SUPERADMIN_PASSWORD: 'secret-pass',
      SECRET_KEY: 'crash-test-secret-key-that-is-long-enough',
    };
    const target = { url, wsUrl: `ws://127.0.0.1:${port}/tws1/connect` };
    const answer = await spokenAnswerWebm(LONG_ANSWER);
    server = runMain(env);
    await waitFor(() => healthy(url), 'server start', 240_000);

    const user = await createUser(planner.db);
    const token = await tokenFor(planner.db, user);
    const { interview_id: sessionId } = await createInterview(planner, user, { questions: 1 });
    const room = await RoomClient.open(target);
    const { current } = await room.join(sessionId, token);
    if (current.type !== 'question') throw new Error('no question');
    expect(await answerQuestion(target, room, token, sessionId, current.question_id, answer)).toEqual({
      type: 'interview_end',
    });
    room.close();

    const processing = () =>
      planner.db
        .selectFrom('answers')
        .select('status')
        .where('question_id', '=', current.question_id)
        .executeTakeFirst();
    await until(async () => (await processing())?.status === 'processing', 120_000, 20);
    server.child.kill('SIGKILL');
    const killedAt = Date.now();
    await server.exited;

    server = runMain(env);
    await until(
      async () =>
        (
          await api(target, 'POST', '/t1/users/interview_report', {
            token,
            body: { session_id: sessionId },
          }).catch(() => ({ body: { success: false } }))
        ).body.success,
      120_000,
      500,
    );
    const readyAfterMs = Date.now() - killedAt;
    console.info(`report ready ${(readyAfterMs / 1000).toFixed(1)} s after SIGKILL`);
    expect(readyAfterMs).toBeLessThan(90_000);
    const report = await api<{ questions_reports: { answer_text: string }[] }>(
      target,
      'GET',
      `/t1/users/interview_report?session_id=${sessionId}`,
      { token },
    );
    expect(report.body.data!.questions_reports[0]!.answer_text).toContain('cache');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = null;
  });
});

describe('Ctrl+C on npm start', { timeout: 400_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-ctrl-c-'));
    fs.chmodSync(dataDir, 0o755);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops the whole process group within 10 s, PostgreSQL included, though Ctrl+C is pressed twice', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Its own process group, as a terminal gives `npm start`: Ctrl+C is SIGINT to every process in it.
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/root',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        SUPERADMIN_PASSWORD: 'secret-pass',
      },
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitFor(() => healthy(url), 'npm start', 300_000);
      const postgres = Number(
        fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      expect(alive(postgres)).toBe(true);
      // A request in flight when Ctrl+C comes is answered, not cut: its body is still arriving.
      const body = JSON.stringify({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '5550100',
        message: 'Sent while the server was asked to stop, and still answered.',
      });
      const request = http.request(`${url}/t1/application/contact_us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const inFlight = new Promise<number>((resolve, reject) => {
        request.on('response', (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      // The first bytes reach the server (a request is open there) before Ctrl+C.
      await until(async () => (await fetch(`${url}/healthz`)).ok, 5_000);

      process.kill(-child.pid!, 'SIGINT');
      const pressedAt = Date.now();
      setTimeout(() => request.end(body.slice(10)), 500);
      // Signals of one kind that arrive together merge into one, so the second press is made once the first is
      // being handled: it must be ignored, not cut the shutdown short.
      await until(() => output.includes('"shutting down"'), 10_000, 20);
      try {
        process.kill(-child.pid!, 'SIGINT');
      } catch {
        // Already gone: nothing left to interrupt.
      }
      const code = await exited;
      await until(() => groupMembers(child.pid!).length === 0 && !alive(postgres), 15_000, 50);
      const stoppedAfterMs = Date.now() - pressedAt;

      console.info(`process group and PostgreSQL gone ${(stoppedAfterMs / 1000).toFixed(1)} s after Ctrl+C`);
      expect(code).toBe(0);
      expect(stoppedAfterMs).toBeLessThan(10_000);
      expect(alive(postgres)).toBe(false);
      expect(await inFlight).toBe(200);
      expect(output).toContain('already shutting down; signal ignored');
      expect(output).toContain('PostgreSQL stopped');
    } finally {
      if (groupMembers(child.pid!).length) process.kill(-child.pid!, 'SIGKILL');
    }
  });
});
