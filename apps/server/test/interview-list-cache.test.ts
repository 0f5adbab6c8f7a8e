import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewSession } from '@rehearse/contracts';
import { LISTENER_NAME } from '../src/modules/interviews/interview-list-changes.ts';
import { createUser, signIn } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';
import { until } from './support/until.ts';

/**
 * The dashboard list is cached per person in each process (ADR 116): it must only ever show its owner's
 * interviews, and a change made anywhere (another process, a worker, a hand-written UPDATE) must show on the
 * next request.
 */
describe('the cached interview list', () => {
  let server: TestServer;
  // Another process's connection: changes made here are heard only through PostgreSQL.
  let elsewhere: pg.Client;

  beforeAll(async () => {
    server = await startTestServer();
    elsewhere = new pg.Client({ connectionString: server.database.url });
    await elsewhere.connect();
    // The list cache trusts itself only once its LISTEN is up, a moment after the server starts.
    await until(listening, 10_000, 20);
  });
  afterAll(async () => {
    await elsewhere?.end();
    await server?.close();
  });

  async function personWithInterviews(jobTitles: string[]) {
    const user = await createUser(server.db);
    for (const job_title of jobTitles)
      await server.db
        .insertInto('interview_sessions')
        .values({
          user_id: user.id,
          job_title,
          job_description: `About the ${job_title} role. `.repeat(20),
          round_type: 'Technical',
          difficulty_level: 'Professional',
          status: 'In Progress',
          overall_score: null,
        })
        .execute();
    return { user, token: await signIn(server, user) };
  }

  const list = async (token: string, headers: Record<string, string> = {}) => {
    const result = await api<InterviewSession[]>(server, 'GET', '/t1/users/interview_sessions', {
      token,
      headers,
    });
    expect(result.status).toBe(200);
    return result.body.data!;
  };

  async function listening() {
    const { rows } = await elsewhere.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
      [LISTENER_NAME],
    );
    return rows[0].n > 0;
  }

  it('never serves one person the list cached for another', async () => {
    const ada = await personWithInterviews(['Data Engineer', 'Site Reliability Engineer']);
    const bob = await personWithInterviews(['Product Designer']);
    for (let i = 0; i < 3; i++) {
      expect((await list(ada.token)).map((s) => s.job_title).sort()).toEqual([
        'Data Engineer',
        'Site Reliability Engineer',
      ]);
      expect((await list(bob.token)).map((s) => s.job_title)).toEqual(['Product Designer']);
    }
    expect(server.app.services.interviewLists.size).toBeGreaterThanOrEqual(2);
    const outsider = await personWithInterviews([]);
    expect(await list(outsider.token)).toEqual([]);
    expect(
      (await api(server, 'GET', '/t1/users/interview_sessions', { token: 'not-a-session' })).status,
    ).toBe(401);
  });

  it('shows a change made through another database connection on the next request', async () => {
    const { user, token } = await personWithInterviews(['Backend Developer']);
    const [first] = await list(token);
    expect(first).toMatchObject({ status: 'In Progress', overall_score: null });
    expect((await list(token))[0]).toEqual(first);
    expect(server.app.services.interviewLists.size).toBeGreaterThan(0);

    await elsewhere.query(
      `UPDATE interview_sessions SET status = 'Report Generated', overall_score = 71 WHERE id = $1`,
      [first!.session_id],
    );
    expect((await list(token))[0]).toMatchObject({ status: 'Report Generated', overall_score: 71 });

    await elsewhere.query(
      `INSERT INTO interview_sessions (user_id, job_title, job_description, round_type, difficulty_level, status)
       VALUES ($1, 'Frontend Developer', 'UI work', 'Technical', 'Professional', 'In Progress')`,
      [user.id],
    );
    expect((await list(token)).map((s) => s.job_title)).toEqual(['Frontend Developer', 'Backend Developer']);

    await elsewhere.query(`DELETE FROM interview_sessions WHERE id = $1`, [first!.session_id]);
    expect((await list(token)).map((s) => s.job_title)).toEqual(['Frontend Developer']);
  });

  it('reads the database again while changes cannot be heard, and caches again once they can', async () => {
    const { token } = await personWithInterviews(['QA Engineer']);
    const [only] = await list(token);
    await elsewhere.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
      [LISTENER_NAME],
    );
    await expect.poll(() => server.app.services.interviewLists.size).toBe(0);
    // Nothing hears this change, yet it shows: the cache is bypassed until the LISTEN is back.
    await elsewhere.query(`UPDATE interview_sessions SET status = 'Not Completed' WHERE id = $1`, [
      only!.session_id,
    ]);
    expect((await list(token))[0]!.status).toBe('Not Completed');
    await expect.poll(listening, { timeout: 10_000 }).toBe(true);
    await list(token);
    expect(server.app.services.interviewLists.size).toBeGreaterThan(0);
    await elsewhere.query(`UPDATE interview_sessions SET status = 'Completed' WHERE id = $1`, [
      only!.session_id,
    ]);
    expect((await list(token))[0]!.status).toBe('Completed');
  });

  it('sends the list compressed with an ETag, 304 while unchanged and a new ETag after a change', async () => {
    const { user, token } = await personWithInterviews(['Data Analyst', 'Data Scientist', 'ML Engineer']);
    const url = `${server.url}/t1/users/interview_sessions`;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' };
    const plain = await list(token);
    // fetch decodes br itself: the body read is what a browser would see.
    const response = await fetch(url, { headers });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(((await response.json()) as { data: InterviewSession[] }).data).toEqual(plain);

    const again = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);

    await elsewhere.query(
      `UPDATE interview_sessions SET job_title = 'Data Architect' WHERE user_id = $1 AND job_title = 'Data Analyst'`,
      [user.id],
    );
    const changed = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const titles = ((await changed.json()) as { data: InterviewSession[] }).data.map((s) => s.job_title);
    expect(titles).toContain('Data Architect');
  });
});
