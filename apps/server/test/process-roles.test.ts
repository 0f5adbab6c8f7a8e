import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createAccountService } from '../src/modules/accounts/account-service.ts';
import { JOB_TITLES } from '../src/modules/catalogue/job-titles.data.ts';
import { seedJobTitles } from '../src/modules/catalogue/seed.ts';
import type { TestDatabase } from './support/database.ts';
import { createUser } from './support/factories.ts';
import { answerQuestion, expectLastPlanQuestion, RoomClient } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm } from './support/interview-media.ts';
import { phaseTimer } from './support/process.ts';
import { rehearseProcesses, type RehearseProcesses } from './support/rehearse-processes.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';
import { until } from './support/until.ts';

// Short enough to keep the test quick, long enough that its processing is still running when the worker is killed.
const ANSWER =
  'I would put a cache in front of the database, measure the hit rate, and expire entries after a few minutes.';

/** A database nobody has migrated yet: the processes under test migrate and seed it, all starting at once. */
async function emptyDatabase(): Promise<TestDatabase> {
  const name = `rehearse_roles_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: inject('databaseAdminUrl') });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(inject('databaseAdminUrl'));
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 5);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function healthStatus(url: string): Promise<number | null> {
  try {
    return (await fetch(`${url}/healthz`)).status;
  } catch {
    return null;
  }
}

describe('several processes starting at once against one empty database', () => {
  it('migrate once, seed the catalogue once and create one super admin', async () => {
    const database = await emptyDatabase();
    const starts = Array.from({ length: 4 }, () => createDb(database.url, 2, { statementTimeoutMs: 0 }));
    try {
      const applied = await Promise.all(starts.map((db) => migrateToLatest(db)));
      // Every migration ran exactly once, in whichever process got the lock first.
      expect(applied.flat().sort()).toEqual([...new Set(applied.flat())].sort());
      expect(applied.flat().length).toBeGreaterThan(0);
      expect(await Promise.all(starts.map((db) => seedJobTitles(db)))).toEqual(
        starts.map(() => JOB_TITLES.length),
      );
      const created = await Promise.all(
        starts.map((db) =>
          createAccountService({ db, config: { sessionTtlMs: 60_000 } }).ensureSuperAdmin(
            'root@example.com',
            undefined,
            () => `generated-${randomBytes(6).toString('hex')}`,
          ),
        ),
      );
      expect(created.filter(Boolean)).toHaveLength(1);
      const count = async (table: 'job_titles' | 'users') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('job_titles')).toBe(JOB_TITLES.length);
      expect(await count('users')).toBe(1);
    } finally {
      await Promise.all(starts.map((db) => db.destroy()));
      await database.drop();
    }
  });
});

describe('API and worker processes share one PostgreSQL (issue 13)', { timeout: 400_000 }, () => {
  let database: TestDatabase;
  let planner: TestServer | null = null;
  let processes: RehearseProcesses;

  beforeAll(async () => {
    database = await emptyDatabase();
    processes = rehearseProcesses(
      {
        DATABASE_URL: database.url,
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent',
        SECRET_KEY: 'process-roles-secret-key-that-is-long-enough',
        LOG_LEVEL: 'info',
      },
      { dataDir: 'shared' },
    );
  });
  afterAll(async () => {
    await processes?.stopAll();
    await planner?.close();
    await database?.drop();
  });

  it('runs an interview across two API processes and a worker that is killed and replaced', async () => {
    const { mark, phases } = phaseTimer(import.meta.filename);
    const recording = spokenAnswerWebm(ANSWER);
    // Two API processes start at once on an empty database: both migrate, seed and look for the super admin.
    const [a, b] = await Promise.all([processes.api(), processes.api()]);
    await processes.waitHealthy([a, b]);
    const generated = [a, b].filter((run) =>
      run.stdout().includes('Generated password (shown only this once)'),
    );
    expect(generated).toHaveLength(1);
    for (const run of [a, b]) expect(run.stdout()).not.toContain('"level":50');

    mark('APIs up');
    planner = await startTestServer({ database, env: { DATA_DIR: processes.dataDir('planner') } });
    const user = await createUser(database.db);
    const token = await tokenFor(database.db, user);
    const { interview_id: sessionId } = await createInterview(planner, user, { questions: 2 });
    const answers = () =>
      database.db
        .selectFrom('answers as x')
        .innerJoin('interview_questions as q', 'q.id', 'x.question_id')
        .select(['x.id', 'x.status'])
        .where('q.session_id', '=', sessionId)
        .execute();

    mark('planned');
    // The room on A; the upload and store_user_recording on B; A's socket still moves on to the next question.
    const roomA = await RoomClient.open(a);
    const first = (await roomA.join(sessionId, token)).current;
    if (first.type !== 'question') throw new Error(`no first question: ${JSON.stringify(first)}`);
    const second = await answerQuestion(b, roomA, token, sessionId, first.question_id, await recording);
    expectLastPlanQuestion(second);

    mark('first answered');
    // API processes run no job handlers: the answer waits, queued, until a worker runs.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const waiting = await answers();
    expect(waiting.length).toBeGreaterThan(0);
    expect(new Set(waiting.map((x) => x.status))).toEqual(new Set(['queued']));

    const worker1 = await processes.worker();
    // What its /healthz says while it starts (503), watched beside the wait for its 200.
    const seen = new Set<number | null>();
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        seen.add(await healthStatus(worker1.healthUrl));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await processes.waitHealthy([worker1]).finally(() => (watching = false));
    await watcher;
    mark('worker up');
    expect(seen).toContain(503);
    expect(await (await fetch(`${worker1.healthUrl}/healthz`)).json()).toEqual({ ok: true });
    expect((await fetch(`${worker1.healthUrl}/t1/interview/start`)).status).toBe(404);

    // SIGKILL while the worker processes an answer; a second worker finishes it.
    await until(async () => (await answers()).some((x) => x.status === 'processing'), 60_000, 20);
    mark('worker processing');
    await processes.kill(worker1);
    const worker2 = await processes.worker();

    // A goes away; the client reconnects to B and resumes at the question it was on.
    roomA.close();
    await processes.kill(a);
    const roomB = await RoomClient.open(b);
    const resumed = (await roomB.join(sessionId, token)).current;
    expect(resumed).toMatchObject({ type: 'question', question_id: second.question_id, index: second.index });
    expect(await answerQuestion(b, roomB, token, sessionId, second.question_id, await recording)).toEqual({
      type: 'interview_end',
    });
    roomB.close();
    mark('resumed and answered on B');

    await processes.waitHealthy([worker2]);
    await until(
      async () =>
        (await api(b, 'POST', '/t1/users/interview_report', { token, body: { session_id: sessionId } })).body
          .success,
      120_000,
      500,
    );
    const report = await api<{ questions_reports: { answer_text: string }[] }>(
      b,
      'GET',
      `/t1/users/interview_report?session_id=${sessionId}`,
      { token },
    );
    mark('report ready');
    console.info(`${phases.join(', ')}; ${(await answers()).length} answers`);
    expect(report.status).toBe(200);
    const entries = report.body.data!.questions_reports;
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) expect(entry.answer_text).toContain('cache');
    expect((await answers()).every((x) => x.status === 'processed')).toBe(true);
  });
});
