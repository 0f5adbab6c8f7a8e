import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { PROFILE_MSG, type User } from '@rehearse/contracts';
import type { Engine } from '@rehearse/engine';
import { createInstitute, createSuperAdmin, createUser, type TestUser } from './support/factories.ts';
import { answerQuestion, RoomClient } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { api } from './support/server.ts';

/** Every entry of a zip, read with yauzl (an independent reader): name -> bytes. */
function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

/** Every file under a directory, relative paths. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe("a person's own data: name, download and deletion", () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

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

  /** An interview answered through the real room and tus uploads: its recordings are files on disk. */
  async function answeredInterview(user: TestUser, token: string) {
    const { interview_id: sessionId } = await createInterview(server, user, { questions: 2 });
    const recording = path.join(fixture.dataDir, `answer-${user.id}.webm`);
    fs.writeFileSync(recording, Buffer.alloc(20_000, 7));
    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, token);
    if (current.type !== 'question') throw new Error('no first question');
    const second = await answerQuestion(server, room, token, sessionId, current.question_id, recording);
    if (second.type !== 'question') throw new Error('no second question');
    await answerQuestion(server, room, token, sessionId, second.question_id, recording);
    room.close();
    await server.db
      .insertInto('feedback')
      .values({ session_id: sessionId, user_id: user.id, rating: 4, message: 'Useful questions' })
      .execute();
    return sessionId;
  }

  it('renames the signed-in person in the words of the sign-up form', async () => {
    const user = await createUser(server.db, { name: 'Old Name' });
    const token = await tokenFor(server.db, user);
    const result = await api<User>(server, 'PATCH', '/t1/users/me', {
      token,
      body: { name: '  Nadia Rahman ' },
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe(PROFILE_MSG.nameSaved);
    expect(result.body.data).toMatchObject({ uniq_id: user.id, name: 'Nadia Rahman' });
    const short = await api(server, 'PATCH', '/t1/users/me', { token, body: { name: 'N' } });
    expect(short.body).toEqual({ success: false, message: 'Name must be at least 2 characters' });
    expect((await api(server, 'PATCH', '/t1/users/me', { body: { name: 'Anyone' } })).status).toBe(401);
  });

  it('downloads a zip of data.json and the recordings, and only the caller’s own', async () => {
    const user = await createUser(server.db, { name: 'Export Person' });
    const token = await tokenFor(server.db, user);
    const sessionId = await answeredInterview(user, token);
    const stranger = await createUser(server.db);
    await answeredInterview(stranger, await tokenFor(server.db, stranger));

    const response = await fetch(`${server.url}/t1/users/me/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rehearse-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual([
      'data.json',
      `recordings/${sessionId}/question-1.webm`,
      `recordings/${sessionId}/question-2.webm`,
    ]);
    expect(entries.get(`recordings/${sessionId}/question-1.webm`)!.equals(Buffer.alloc(20_000, 7))).toBe(
      true,
    );
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({
      name: 'Export Person',
      email: user.email,
      role: 'USER',
      plan: 'FREE',
    });
    expect(data.interviews).toHaveLength(1);
    expect(data.interviews[0]).toMatchObject({ id: sessionId, job_title: 'Backend Developer' });
    expect(
      data.interviews[0].questions.map((q: { answer: { recording: string } }) => q.answer.recording),
    ).toEqual([`recordings/${sessionId}/question-1.webm`, `recordings/${sessionId}/question-2.webm`]);
    expect(data.feedback).toEqual([
      expect.objectContaining({ session_id: sessionId, rating: 4, message: 'Useful questions' }),
    ]);
    expect(JSON.stringify(data)).not.toContain('password_hash');
    expect((await fetch(`${server.url}/t1/users/me/export`)).status).toBe(401);
  });

  it('deletes the account with its rows and files, and nobody else’s', async () => {
    const institute = await createInstitute(server.db);
    const user = await createUser(server.db, { role: 'INSTITUTE_USER', institute_id: institute.id });
    const token = await tokenFor(server.db, user);
    const sessionId = await answeredInterview(user, token);
    const keeper = await createUser(server.db);
    const keeperSession = await answeredInterview(keeper, await tokenFor(server.db, keeper));
    await server.db
      .insertInto('password_tokens')
      .values({
        user_id: user.id,
        token_hash: 'h',
        purpose: 'reset',
        expires_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const paths = await server.db
      .selectFrom('answers as a')
      .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
      .select(['a.video_path', 'a.upload_id'])
      .where('q.session_id', '=', sessionId)
      .execute();
    expect(paths.length).toBe(2);
    const before = filesUnder(fixture.dataDir);
    for (const { video_path } of paths) expect(before).toContain(video_path);

    const wrong = await api(server, 'DELETE', '/t1/users/me', {
      token,
      body: { email: 'someone@else.test' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(PROFILE_MSG.confirmEmail);

    const result = await api(server, 'DELETE', '/t1/users/me', {
      token,
      body: { email: user.email.toUpperCase() },
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe(PROFILE_MSG.accountDeleted);
    expect((await api(server, 'GET', '/t1/users/me', { token })).status).toBe(401);

    const countOf = async (
      table:
        'users' | 'interview_sessions' | 'answer_uploads' | 'feedback' | 'password_tokens' | 'auth_tokens',
    ) =>
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(table === 'users' ? 'id' : 'user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).n;
    for (const table of [
      'users',
      'interview_sessions',
      'answer_uploads',
      'feedback',
      'password_tokens',
      'auth_tokens',
    ] as const)
      expect(await countOf(table)).toBe('0');
    const questions = await server.db
      .selectFrom('interview_questions')
      .select('id')
      .where('session_id', '=', sessionId)
      .execute();
    expect(questions).toEqual([]);
    const after = filesUnder(fixture.dataDir);
    for (const { video_path, upload_id } of paths) {
      expect(after).not.toContain(video_path);
      expect(after.some((file) => file.includes(upload_id!))).toBe(false);
    }
    expect(after.some((file) => file.includes(sessionId))).toBe(false);
    // The other person's interview and files are untouched.
    const kept = await server.db
      .selectFrom('answers as a')
      .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
      .select('a.video_path')
      .where('q.session_id', '=', keeperSession)
      .execute();
    for (const { video_path } of kept) expect(after).toContain(video_path);
  });

  it('does not delete an institute admin or the super admin', async () => {
    const institute = await createInstitute(server.db);
    const admin = await api(server, 'DELETE', '/t1/users/me', {
      token: await tokenFor(server.db, institute.admin),
      body: { email: institute.admin.email },
    });
    expect(admin).toMatchObject({ status: 403, body: { message: PROFILE_MSG.adminCannotDelete } });
    const boss = await createSuperAdmin(server.db);
    const result = await api(server, 'DELETE', '/t1/users/me', {
      token: await tokenFor(server.db, boss),
      body: { email: boss.email },
    });
    expect(result.status).toBe(403);
    expect(await server.db.selectFrom('users').select('id').where('id', '=', boss.id).execute()).toHaveLength(
      1,
    );
  });
});
