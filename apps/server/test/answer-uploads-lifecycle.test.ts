import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import { ABANDONED_UPLOADS_JOB } from '../src/modules/retention/retention-job.ts';
import {
  createAbandonedUploadsHandler,
  startRetentionWorker,
} from '../src/modules/retention/retention-worker.ts';
import { createUser } from './support/factories.ts';
import { answerQuestion, RoomClient, tusUpload } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { api } from './support/server.ts';

describe('answer uploads: one live upload per question, closed with the interview, abandoned ones removed', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;
  let recording: string;
  const quiet = { info: () => undefined, warn: () => undefined };

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    server = await startInterviewServer({ ...fixture, engine, workers: false });
    recording = path.join(fixture.dataDir, 'answer.webm');
    fs.writeFileSync(recording, Buffer.alloc(64 * 1024, 5));
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  /** An interview of a new user, joined, at its first question. */
  async function joinedInterview(questions = 2) {
    const user = await createUser(server.db);
    const token = await tokenFor(server.db, user);
    const { interview_id: sessionId } = await createInterview(server, user, { questions });
    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, token);
    if (current.type !== 'question') throw new Error('no question');
    return { token, sessionId, questionId: current.question_id, room };
  }

  /** Sends the first chunk of an upload and stops, as a page that was closed mid-answer. */
  const cutUpload = (target: { token: string; sessionId: string; questionId: string }) =>
    new Promise<string>((resolve) => {
      tusUpload(server, recording, {
        ...target,
        chunkSize: 8 * 1024,
        onChunk: (upload) => {
          void upload.abort();
          resolve(upload.url!);
        },
      });
    });
  const idOf = (url: string) => url.split('/').pop()!;
  const filesOf = (url: string) =>
    [idOf(url), `${idOf(url)}.json`].filter((name) =>
      fs.existsSync(path.join(fixture.dataDir, 'uploads', name)),
    );
  const uploadsOf = (questionId: string) =>
    server.db.selectFrom('answer_uploads').select('id').where('question_id', '=', questionId).execute();
  const append = (url: string, token: string, offset: number) =>
    fetch(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: Buffer.alloc(1024, 1),
    });
  const offsetOf = async (url: string, token: string) =>
    Number(
      (
        await fetch(url, {
          method: 'HEAD',
          headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
        })
      ).headers.get('upload-offset'),
    );

  it('a new upload for a question replaces the earlier one: its files and row are deleted', async () => {
    const target = await joinedInterview();
    const first = await cutUpload(target);
    expect(filesOf(first)).toHaveLength(2);
    for (let i = 0; i < 5; i++) await cutUpload(target);
    const last = await tusUpload(server, recording, target).done;
    expect(filesOf(first)).toEqual([]);
    expect(await uploadsOf(target.questionId)).toEqual([{ id: idOf(last) }]);
    expect(filesOf(last)).toHaveLength(2);
    const gone = await append(first, target.token, 8 * 1024);
    expect(gone.status).toBe(404);
    const stored = await api<{ recording_received: boolean }>(
      server,
      'POST',
      '/t1/interview/store_user_recording',
      {
        token: target.token,
        body: { session_id: target.sessionId, question_id: target.questionId, duration: 4000 },
      },
    );
    expect(stored.body.data!.recording_received).toBe(true);
    const answer = await server.db
      .selectFrom('answers')
      .select('upload_id')
      .where('question_id', '=', target.questionId)
      .executeTakeFirstOrThrow();
    expect(answer.upload_id).toBe(idOf(last));
    target.room.close();
  });

  it('appending after the answer was saved or the interview ended is refused as gone (410) with a message', async () => {
    const target = await joinedInterview();
    const cut = await cutUpload(target);
    const offset = await offsetOf(cut, target.token);
    expect((await append(cut, target.token, offset)).status).toBe(204);
    // The room saves the answer without a finished recording and moves on (SPEC §8).
    await api(server, 'POST', '/t1/interview/store_user_recording', {
      token: target.token,
      body: { session_id: target.sessionId, question_id: target.questionId, duration: 4000 },
    });
    const saved = await append(cut, target.token, offset + 1024);
    expect(saved.status).toBe(410);
    expect(await saved.text()).toBe('This answer has already been saved');

    target.room.send({
      type: 'video_response',
      session_id: target.sessionId,
      data: { question_id: target.questionId },
    });
    const next = await target.room.next();
    if (next.type !== 'question') throw new Error('no second question');
    const open = await cutUpload({ ...target, questionId: next.question_id });
    // Left idle past its time limit: the interview is Not Completed.
    await server.db
      .updateTable('interview_sessions')
      .set({ status: 'Not Completed', ended_at: new Date() })
      .where('id', '=', target.sessionId)
      .execute();
    const ended = await append(open, target.token, await offsetOf(open, target.token));
    expect(ended.status).toBe(410);
    expect(await ended.text()).toBe('This interview has ended');
    target.room.close();
  });

  it('the hourly job removes uploads no answer can use and keeps the others', async () => {
    // An interview left idle mid-answer: its cut upload can never become an answer.
    const abandoned = await joinedInterview();
    const abandonedUpload = await cutUpload(abandoned);
    abandoned.room.close();
    await server.db
      .updateTable('interview_sessions')
      .set({ status: 'Not Completed', ended_at: new Date() })
      .where('id', '=', abandoned.sessionId)
      .execute();
    // An interview in progress: the first answer saved with its upload, the second being uploaded.
    const going = await joinedInterview();
    const next = await answerQuestion(
      server,
      going.room,
      going.token,
      going.sessionId,
      going.questionId,
      recording,
    );
    if (next.type !== 'question') throw new Error('no second question');
    const answered = (await uploadsOf(going.questionId))[0]!.id;
    const current = await cutUpload({ ...going, questionId: next.question_id });
    going.room.close();

    const handle = createAbandonedUploadsHandler(server.db, server.app.storage, quiet);
    const counts = await handle();
    expect(counts.failed).toBe(0);
    expect(counts.uploads).toBeGreaterThanOrEqual(1);
    expect(filesOf(abandonedUpload)).toEqual([]);
    expect(await uploadsOf(abandoned.questionId)).toEqual([]);
    expect(await uploadsOf(going.questionId)).toEqual([{ id: answered }]);
    expect(fs.existsSync(path.join(fixture.dataDir, 'uploads', answered))).toBe(true);
    expect(filesOf(current)).toHaveLength(2);
    expect(await handle()).toEqual({ uploads: 0, failed: 0 });

    const worker = await startRetentionWorker({
      db: server.db,
      queue: server.queue,
      storage: server.app.storage,
      days: server.config.retention,
      log: quiet,
    });
    try {
      const schedules = await server.queue.boss.getSchedules(ABANDONED_UPLOADS_JOB.name);
      expect(schedules.map((s) => s.cron)).toEqual(['41 * * * *']);
    } finally {
      await worker.stop();
    }
  });
});
