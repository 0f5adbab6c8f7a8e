import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import { createUser } from './support/factories.ts';
import { tokenFor } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { api, type ApiResult } from './support/server.ts';

describe('POST /t1/interview/start with a job title of the candidate’s own', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;
  const logged: string[] = [];

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    server = await startInterviewServer({
      ...fixture,
      engine,
      workers: false,
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  const start = (token: string, job_title: string, multipart = false) => {
    const fields = { job_title, round_type: 'Technical', difficulty_level: 'Expert' };
    if (!multipart)
      return api<Record<string, unknown>>(server, 'POST', '/t1/interview/start', { body: fields, token });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return fetch(`${server.url}/t1/interview/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as ApiResult<Record<string, unknown>>['body'],
    }));
  };
  const sessionsOf = (userId: string) =>
    server.db.selectFrom('interview_sessions').selectAll().where('user_id', '=', userId).execute();

  it('plans a full interview for a title outside the catalogue from the generic bank', async () => {
    const student = await createUser(server.db, { plan: 'STUDENT' });
    const result = await start(await tokenFor(server.db, student), 'Astronaut', true);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      job_title: 'Astronaut',
      question_count: 10,
      time_limit_minutes: 20,
    });
    const [session] = await sessionsOf(student.id);
    const questions = await server.db
      .selectFrom('interview_questions')
      .select('text')
      .where('session_id', '=', session!.id)
      .execute();
    expect(new Set(questions.map((q) => q.text)).size).toBe(10);
  });

  it('refuses a job title over 100 characters with a clear 400, stores nothing and never logs it', async () => {
    const user = await createUser(server.db, { plan: 'STUDENT' });
    const token = await tokenFor(server.db, user);
    const long = `Chief ${'Rocket'.repeat(16)}`;
    expect(long.length).toBe(102);
    const huge = `Astronaut ${'x'.repeat(900 * 1024)}`;
    for (const [title, multipart] of [
      [long, true],
      [long, false],
      [huge, false],
      [huge, true],
    ] as const) {
      const result = await start(token, title, multipart);
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message: 'Job title must be at most 100 characters' });
    }
    expect(await sessionsOf(user.id)).toHaveLength(0);
    const log = logged.join('');
    expect(log).toContain('request rejected');
    expect(log).not.toContain('RocketRocket');
    expect(log).not.toContain('xxxxxxxxxx');
  });
});
