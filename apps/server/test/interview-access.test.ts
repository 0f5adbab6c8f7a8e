import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import { createUser } from './support/factories.ts';
import { RoomClient, tusStatus, tusUpload } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm } from './support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { api } from './support/server.ts';

/** Only the interview's owner gets anything out of it, at every step of the protocol. */
describe('interview access: another user is refused at every step', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;
  let alice: { id: string; token: string };
  let bobToken: string;
  let sessionId: string;
  let firstQuestion: { question_id: string; question_audio_url: string };
  let answerFile: string;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    // An API-only replica: jobs are queued, nobody processes them (not needed here).
    server = await startInterviewServer({ ...fixture, engine, workers: false });
    const aliceUser = await createUser(server.db, { name: 'Alice' });
    alice = { id: aliceUser.id, token: await tokenFor(server.db, aliceUser) };
    bobToken = await tokenFor(server.db, await createUser(server.db, { name: 'Bob' }));
    sessionId = (await createInterview(server, aliceUser)).interview_id;
    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, alice.token);
    room.close();
    if (current.type !== 'question') throw new Error('no question');
    firstQuestion = current;
    answerFile = await spokenAnswerWebm('I would start with the requirements and a small test.');
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  it('socket: another user, a bad token or a first message that is not input get an error and a close', async () => {
    const cases: [unknown, number][] = [
      [{ type: 'input', session_id: sessionId, token: bobToken }, 4403],
      [{ type: 'input', session_id: sessionId, token: 'not-a-token' }, 4401],
      [
        { type: 'video_response', session_id: sessionId, data: { question_id: firstQuestion.question_id } },
        4401,
      ],
      ['{not json', 4401],
      [{ type: 'input', session_id: 'not-a-uuid', token: alice.token }, 4403],
    ];
    for (const [first, code] of cases) {
      const room = await RoomClient.open(server);
      room.send(first);
      const message = await room.next();
      expect(message.type).toBe('error');
      expect((await room.closed).code).toBe(code);
    }
  });

  it('HTTP: details, store, report, feedback of another user are not found', async () => {
    const body = { session_id: sessionId };
    const calls = [
      api(server, 'GET', `/t1/interview/${sessionId}`, { token: bobToken }),
      api(server, 'POST', '/t1/interview/store_user_recording', {
        token: bobToken,
        body: { ...body, question_id: firstQuestion.question_id, duration: 3000 },
      }),
      api(server, 'POST', '/t1/users/interview_report', { token: bobToken, body }),
      api(server, 'GET', `/t1/users/interview_report?session_id=${sessionId}`, { token: bobToken }),
      api(server, 'POST', '/t1/interview/feedback', {
        token: bobToken,
        body: { ...body, rating: 1, feedback_message: 'Not mine' },
      }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ success: false, message: 'Interview not found' });
    }
    const mine = await api(server, 'GET', `/t1/interview/${sessionId}`, { token: alice.token });
    expect(mine.body.data).toMatchObject({ status: 'In Progress', question_count: 2, answered_count: 0 });
    const anonymous = await api(server, 'GET', `/t1/interview/${sessionId}`);
    expect(anonymous.status).toBe(401);
    const badId = await api(server, 'GET', '/t1/interview/nonsense', { token: alice.token });
    expect(badId.status).toBe(404);
  });

  it('tus: creating an upload for another user, a question that is not current or a non-media type is refused', async () => {
    const attempt = (token: string, questionId: string, filetype = 'video/webm') =>
      tusUpload(server, answerFile, { token, sessionId, questionId, filetype }).done.then(
        () => 200,
        (err: unknown) => tusStatus(err),
      );
    expect(await attempt(bobToken, firstQuestion.question_id)).toBe(403);
    expect(await attempt('not-a-token', firstQuestion.question_id)).toBe(401);
    const second = await server.db
      .selectFrom('interview_questions')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('position', '=', 1)
      .executeTakeFirstOrThrow();
    expect(await attempt(alice.token, second.id)).toBe(403);
    expect(await attempt(alice.token, firstQuestion.question_id, 'text/plain')).toBe(415);
    // More than UPLOAD_MAX_MB announced up front.
    const huge = await fetch(`${server.url}/t1/upload/files/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(201 * 1024 * 1024),
      },
    });
    expect(huge.status).toBe(413);
  });

  it("tus: another user cannot read the offset of, append to or delete the owner's upload", async () => {
    // Send one chunk, then stop: an upload in progress.
    const uploadUrl = await new Promise<string>((resolve) => {
      tusUpload(server, answerFile, {
        token: alice.token,
        sessionId,
        questionId: firstQuestion.question_id,
        chunkSize: 8 * 1024,
        onChunk: (upload) => {
          void upload.abort();
          resolve(upload.url!);
        },
      });
    });
    expect(uploadUrl).toMatch(/\/t1\/upload\/files\/[0-9a-f-]{36}$/);
    const as = (token: string, method: string, headers: Record<string, string> = {}) =>
      fetch(uploadUrl, {
        method,
        headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...headers },
        body: method === 'PATCH' ? Buffer.alloc(10) : undefined,
      });
    expect((await as(bobToken, 'HEAD')).status).toBe(403);
    const offset = (await as(alice.token, 'HEAD')).headers.get('upload-offset');
    expect(Number(offset)).toBeGreaterThan(0);
    const patch = await as(bobToken, 'PATCH', {
      'upload-offset': offset!,
      'content-type': 'application/offset+octet-stream',
    });
    expect(patch.status).toBe(403);
    expect((await as(bobToken, 'DELETE')).status).toBe(403);
    expect((await as(alice.token, 'HEAD')).headers.get('upload-offset')).toBe(offset);
  });

  it('store_user_recording takes only the current question; a lost recording is kept as a missing one', async () => {
    const store = (questionId: string) =>
      api<{ answered_count: number; recording_received: boolean }>(
        server,
        'POST',
        '/t1/interview/store_user_recording',
        {
          token: alice.token,
          body: { session_id: sessionId, question_id: questionId, duration: 3000 },
        },
      );
    const other = await store('00000000-0000-4000-8000-000000000000');
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This question is not the current one');
    // The upload of the first question was cut and never finished: the interview still goes on.
    const lost = await store(firstQuestion.question_id);
    expect(lost.status).toBe(200);
    expect(lost.body.data).toMatchObject({ answered_count: 1, recording_received: false });
    const again = await store(firstQuestion.question_id);
    expect(again.body.data).toMatchObject({ answered_count: 1, recording_received: false });
    const answer = await server.db
      .selectFrom('answers')
      .select(['upload_id', 'video_path'])
      .where('question_id', '=', firstQuestion.question_id)
      .executeTakeFirstOrThrow();
    expect(answer).toEqual({ upload_id: null, video_path: null });
  });

  it('media links: the signed link works, a tampered, moved or missing signature does not', async () => {
    const good = await fetch(`${server.url}${firstQuestion.question_audio_url}`);
    expect(good.status).toBe(200);
    const url = new URL(firstQuestion.question_audio_url, server.url);
    const signature = url.searchParams.get('signature')!;
    const tampered = new URL(url);
    tampered.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    const extended = new URL(url);
    extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const bare = new URL(url.pathname, server.url);
    const otherAnswer = new URL(
      `/t1/users/interview_recording/00000000-0000-4000-8000-000000000000?${url.searchParams}`,
      server.url,
    );
    for (const link of [tampered, extended, bare, otherAnswer]) {
      const response = await fetch(link);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        success: false,
        message: 'This link has expired or is invalid',
      });
    }
  });
});
