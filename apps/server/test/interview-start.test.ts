import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import { createInstitute, createUser } from './support/factories.ts';
import { tokenFor } from './support/interview-factories.ts';
import { resumePdf } from './support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';

type Fields = Record<string, string | { name: string; type: string; data: Buffer }>;
const FIELDS = { job_title: 'Backend Developer', round_type: 'Technical', difficulty_level: 'Entry-Level' };

describe('POST /t1/interview/start: validation, resume and plan limits', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

  const start = async (token: string, fields: Fields = FIELDS) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.set(name, value);
      else form.set(name, new Blob([value.data], { type: value.type }), value.name);
    }
    const response = await fetch(`${server.url}/t1/interview/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; message?: string; data?: Record<string, unknown> },
    };
  };
  const sessionsOf = async (userId: string) =>
    server.db.selectFrom('interview_sessions').selectAll().where('user_id', '=', userId).execute();
  const pastSessions = (userId: string, count: number, at = new Date()) =>
    server.db
      .insertInto('interview_sessions')
      .values(
        Array.from({ length: count }, () => ({
          user_id: userId,
          job_title: 'Backend Developer',
          job_description: '',
          round_type: 'Technical',
          difficulty_level: 'Expert',
          status: 'Report Generated',
          created_at: at,
        })),
      )
      .execute();

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    server = await startInterviewServer({ ...fixture, engine, workers: false });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  it('rejects a resume that is not a PDF, by type or by content, and creates nothing', async () => {
    const user = await createUser(server.db);
    const token = await tokenFor(server.db, user);
    const text = { name: 'resume.txt', type: 'text/plain', data: Buffer.from('Plain text resume') };
    const disguised = {
      name: 'resume.pdf',
      type: 'application/pdf',
      data: Buffer.from('<html>not a pdf</html>'),
    };
    for (const resume of [text, disguised]) {
      const result = await start(token, { ...FIELDS, resume });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message: 'Only PDF files are allowed' });
    }
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('reads a PDF resume into the interview and refuses one over 5 MB', async () => {
    const user = await createUser(server.db);
    const token = await tokenFor(server.db, user);
    const pdf = resumePdf([
      'Grace Hopper',
      'Backend engineer: PostgreSQL, Kafka and Go',
      'Led a team of five',
    ]);
    const result = await start(token, {
      ...FIELDS,
      resume: { name: 'cv.pdf', type: 'application/pdf', data: pdf },
    });
    expect(result.status).toBe(200);
    const [session] = await sessionsOf(user.id);
    expect(session!.resume_text).toContain('PostgreSQL, Kafka and Go');

    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await start(token, {
      ...FIELDS,
      resume: { name: 'cv.pdf', type: 'application/pdf', data: big },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Resume must be at most 5 MB');
  });

  it('validates the fields with the SPEC messages', async () => {
    const token = await tokenFor(server.db, await createUser(server.db));
    const cases: [Fields, string][] = [
      [{ round_type: 'Technical', difficulty_level: 'Expert' }, 'Required'],
      [{ ...FIELDS, round_type: 'Chat' }, 'Required'],
      [{ ...FIELDS, custom_jd: 'x'.repeat(1001) }, 'Job description must be less than 1000 characters'],
    ];
    for (const [fields, message] of cases) {
      const result = await start(token, fields);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(message);
    }
    const anonymous = await fetch(`${server.url}/t1/interview/start`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(anonymous.status).toBe(401);
  });

  it('gives the Free plan 2 interviews in all, of 5 questions and 10 minutes', async () => {
    const user = await createUser(server.db, { plan: 'FREE' });
    const token = await tokenFor(server.db, user);
    const first = await start(token, { ...FIELDS, custom_jd: 'Go services on PostgreSQL' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Interview created successfully',
      data: { question_count: 5, time_limit_minutes: 10, job_title: 'Backend Developer' },
    });
    await pastSessions(user.id, 1, new Date('2020-01-01T00:00:00Z'));
    const third = await start(token);
    expect(third.status).toBe(403);
    expect(third.body).toEqual({
      success: false,
      message: 'You have used the 2 interviews of the Free plan.',
    });
    expect(await sessionsOf(user.id)).toHaveLength(2);
  });

  it('gives the Student plan 2 interviews a month plus add-ons, of 10 questions and 20 minutes', async () => {
    const user = await createUser(server.db, { plan: 'STUDENT' });
    const token = await tokenFor(server.db, user);
    await pastSessions(user.id, 5, new Date('2020-01-01T00:00:00Z'));
    await pastSessions(user.id, 2);
    const spent = await start(token);
    expect(spent.status).toBe(403);
    expect(spent.body.message).toMatch(/^You have used the 2 interviews of this month on the Student plan/);

    await server.db.updateTable('users').set({ extra_interviews: 1 }).where('id', '=', user.id).execute();
    const addOn = await start(token);
    expect(addOn.status).toBe(200);
    expect(addOn.body.data).toMatchObject({ question_count: 10, time_limit_minutes: 20 });
    const row = await server.db
      .selectFrom('users')
      .select('extra_interviews')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.extra_interviews).toBe(0);
    expect((await start(token)).status).toBe(403);
  });

  it('gives institute members unlimited interviews of 10 questions and 20 minutes', async () => {
    const institute = await createInstitute(server.db);
    const member = await createUser(server.db, {
      role: 'INSTITUTE_USER',
      institute_id: institute.id,
      plan: 'FREE',
    });
    await pastSessions(member.id, 12);
    const result = await start(await tokenFor(server.db, member));
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ question_count: 10, time_limit_minutes: 20 });
    const questions = await server.db
      .selectFrom('interview_questions')
      .select(['position', 'audio_ready'])
      .where('session_id', '=', result.body.data!.interview_id as string)
      .orderBy('position')
      .execute();
    expect(questions).toHaveLength(10);
    // The first question's audio is ready before the answer; the rest are left to the jobs.
    expect(questions[0]!.audio_ready).toBe(true);
  });
});
