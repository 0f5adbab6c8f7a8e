import { randomBytes, scryptSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import { newToken } from '../src/modules/accounts/tokens.ts';
import { createInstitute, createUser } from './support/factories.ts';
import { answerQuestion, RoomClient } from './support/interview-client.ts';
import { createInterview } from './support/interview-factories.ts';
import { spokenAnswerWebm } from './support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';
import { until } from './support/until.ts';

const LINK_INVALID = { success: false, message: 'This link has expired or is invalid' };

describe('password hashes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('an account whose hash predates argon2id signs in, and its hash is upgraded on the way', async () => {
    const institute = await createInstitute(server.db);
    const { id, email, password } = institute.admin;
    // As ADR 011's code stored it: scrypt N=2^14.
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await server.db.updateTable('users').set({ password_hash: legacy }).where('id', '=', id).execute();

    const login = () =>
      api(server, 'POST', '/t1/users/login', { body: { email, password, instituteID: institute.id } });
    expect((await login()).status).toBe(200);
    const stored = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login()).status).toBe(200);
    const wrong = await api(server, 'POST', '/t1/users/login', {
      body: { email, password: 'not-the-password', instituteID: institute.id },
    });
    expect(wrong.status).toBe(401);
  });

  it('stores new accounts with argon2id', async () => {
    const institute = await createInstitute(server.db);
    const created = await api(server, 'POST', '/t1/institute/createInstituteUser', {
      body: {
        user_name: 'New Person',
        user_email: `new-${randomBytes(3).toString('hex')}@example.com`,
        user_password: 'a-new-password',
        institute_id: institute.id,
      },
    });
    expect(created.status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('name', '=', 'New Person')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('the demo identity provider', () => {
  it('says loudly at boot that anyone can sign in as any email', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const server = await startTestServer({ logger: { level: 'warn', stream } });
    await server.close();
    const warning = lines.find((line) => /demo identity provider/i.test(line.msg));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('anyone can sign in as any email address');
  });
});

describe('media links after logout', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    server = await startInterviewServer({ ...fixture, engine });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  const signIn = async (userId: string) => {
    const { token, hash } = newToken();
    await server.db
      .insertInto('auth_tokens')
      .values({ user_id: userId, token_hash: hash, expires_at: new Date(Date.now() + 3600_000) })
      .execute();
    return token;
  };

  it('question audio and recording links stop working when the sign-in they were given to logs out', async () => {
    const user = await createUser(server.db);
    const token = await signIn(user.id);
    const { interview_id: sessionId } = await createInterview(server, user, { questions: 1 });
    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, token);
    if (current.type !== 'question') throw new Error('no question');
    const answer = await spokenAnswerWebm('I would add an index on the column the query filters by.');
    expect(await answerQuestion(server, room, token, sessionId, current.question_id, answer)).toEqual({
      type: 'interview_end',
    });
    room.close();
    await until(
      async () =>
        (await api(server, 'POST', '/t1/users/interview_report', { token, body: { session_id: sessionId } }))
          .body.success,
      120_000,
      500,
    );
    const report = await api<{ questions_reports: { recording_url: string | null }[] }>(
      server,
      'GET',
      `/t1/users/interview_report?session_id=${sessionId}`,
      { token },
    );
    const recording = report.body.data!.questions_reports[0]!.recording_url!;
    const audio = current.question_audio_url;
    expect((await fetch(`${server.url}${recording}`)).status).toBe(200);
    expect((await fetch(`${server.url}${audio}`)).status).toBe(200);

    // Another sign-in of the same person keeps its own links.
    const phone = await signIn(user.id);
    const phoneReport = await api<{ questions_reports: { recording_url: string }[] }>(
      server,
      'GET',
      `/t1/users/interview_report?session_id=${sessionId}`,
      { token: phone },
    );
    const phoneRecording = phoneReport.body.data!.questions_reports[0]!.recording_url;

    expect((await api(server, 'POST', '/t1/users/logout', { token })).status).toBe(200);
    for (const link of [recording, audio]) {
      const after = await fetch(`${server.url}${link}`);
      expect(after.status).toBe(403);
      expect(await after.json()).toEqual(LINK_INVALID);
    }
    expect((await fetch(`${server.url}${phoneRecording}`)).status).toBe(200);
  });
});
