import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import { createUser } from './support/factories.ts';
import { answerQuestion, expectLastPlanQuestion, RoomClient, tusUpload } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm, wordErrorRate } from './support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { api } from './support/server.ts';
import { INTERVIEW_JOBS } from '../src/modules/interviews/interview-jobs.ts';
import { until } from './support/until.ts';

const FIRST_ANSWER = 'I would cache the results in memory and expire them after a few minutes.';
const SECOND_ANSWER = 'I check the logs first and then write a test that shows the bug.';

describe('interview resilience: cut uploads, server restarts, abandoned interviews', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer | null = null;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  it('resumes an upload cut mid-way from where it stopped, and the answer is accepted', async () => {
    server = await startInterviewServer({ ...fixture, engine, workers: false });
    const user = await createUser(server.db);
    const token = await tokenFor(server.db, user);
    const { interview_id: sessionId } = await createInterview(server, user);
    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, token);
    if (current.type !== 'question') throw new Error('no question');
    const file = await spokenAnswerWebm(FIRST_ANSWER);

    // The connection drops after two chunks.
    const cut = await new Promise<{ url: string; sent: number }>((resolve) => {
      let chunks = 0;
      tusUpload(server!, file, {
        token,
        sessionId,
        questionId: current.question_id,
        chunkSize: 4 * 1024,
        onChunk: (upload, sent) => {
          if (++chunks === 2) {
            void upload.abort();
            resolve({ url: upload.url!, sent });
          }
        },
      });
    });
    const head = await fetch(cut.url, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
    });
    expect(Number(head.headers.get('upload-offset'))).toBe(cut.sent);
    expect(cut.sent).toBeLessThan((await import('node:fs')).statSync(file).size);
    // The room retries on the same upload URL: only the rest is sent.
    let firstOffset = -1;
    const resumedUrl = await tusUpload(server, file, {
      token,
      sessionId,
      questionId: current.question_id,
      uploadUrl: cut.url,
      chunkSize: 4 * 1024,
      onChunk: (_upload, sent) => {
        if (firstOffset < 0) firstOffset = sent;
      },
    }).done;
    expect(resumedUrl).toBe(cut.url);
    expect(firstOffset).toBeGreaterThan(cut.sent);
    const uploads = await server.db
      .selectFrom('answer_uploads')
      .selectAll()
      .where('question_id', '=', current.question_id)
      .execute();
    expect(uploads).toHaveLength(1);
    expect(Number(uploads[0]!.size)).toBe((await import('node:fs')).statSync(file).size);
    expect(uploads[0]!.finished_at).not.toBeNull();
    const stored = await api<{ recording_received: boolean }>(
      server,
      'POST',
      '/t1/interview/store_user_recording',
      {
        token,
        body: { session_id: sessionId, question_id: current.question_id, duration: 4000 },
      },
    );
    expect(stored.body.data!.recording_received).toBe(true);
    room.close();
    await server.stop();
    server = null;
  });

  // Two spoken answers (perhaps a follow-up too), a restart and the queued job: over a minute on a loaded machine.
  it(
    'survives a server restart mid-interview: the room resumes and the queued answer is still processed',
    { timeout: 150_000 },
    async () => {
      // An API-only replica accepts the first answer; nobody processes it yet.
      server = await startInterviewServer({ ...fixture, engine, workers: false });
      const user = await createUser(server.db, { name: 'Restart Person' });
      const token = await tokenFor(server.db, user);
      const { interview_id: sessionId } = await createInterview(server, user, { questions: 2 });
      const room = await RoomClient.open(server);
      const { current: q1 } = await room.join(sessionId, token);
      if (q1.type !== 'question') throw new Error('no question');
      const q2 = await answerQuestion(
        server,
        room,
        token,
        sessionId,
        q1.question_id,
        await spokenAnswerWebm(FIRST_ANSWER),
      );
      expectLastPlanQuestion(q2);
      expect(q2.total).toBeGreaterThanOrEqual(2);
      const queued = await server.queue.boss.findJobs<{ answer_id: string }>(
        INTERVIEW_JOBS.processAnswer.name,
      );
      const answer = await server.db
        .selectFrom('answers')
        .select('id')
        .where('question_id', '=', q1.question_id)
        .executeTakeFirstOrThrow();
      expect(queued.filter((job) => job.data.answer_id === answer.id).map((job) => job.state)).toEqual([
        'created',
      ]);

      // Restart: everything stops; a new process (API + workers) starts on the same database and DATA_DIR.
      await server.stop();
      // The room sees the connection drop (not the 1000 of interview_end) and reconnects.
      expect((await room.closed).code).not.toBe(1000);
      server = await startInterviewServer({ ...fixture, engine });

      const again = await RoomClient.open(server);
      const resumed = await again.join(sessionId, token);
      expect(resumed.details.type).toBe('interview_details');
      expect(resumed.current).toMatchObject({
        type: 'question',
        index: q2.index,
        question_id: q2.question_id,
      });

      const firstAnswer = await until(() =>
        server!.db
          .selectFrom('answers')
          .select(['status', 'transcript'])
          .where('question_id', '=', q1.question_id)
          .where('status', '=', 'processed')
          .executeTakeFirst(),
      );
      expect(wordErrorRate(FIRST_ANSWER, firstAnswer.transcript!.text)).toBeLessThanOrEqual(0.6);

      if (resumed.current.type !== 'question') throw new Error('no question');
      const end = await answerQuestion(
        server,
        again,
        token,
        sessionId,
        resumed.current.question_id,
        await spokenAnswerWebm(SECOND_ANSWER),
      );
      expect(end).toEqual({ type: 'interview_end' });
      await until(async () => {
        const result = await api(server!, 'POST', '/t1/users/interview_report', {
          token,
          body: { session_id: sessionId },
        });
        return result.body.success;
      });
      const report = await api<{ questions_reports: { answer_text: string }[] }>(
        server,
        'GET',
        `/t1/users/interview_report?session_id=${sessionId}`,
        { token },
      );
      expect(report.body.data!.questions_reports.map((q) => q.answer_text.length > 0)).toEqual([true, true]);

      // A completed interview's room only says it has ended.
      const late = await RoomClient.open(server);
      expect((await late.join(sessionId, token)).current).toEqual({ type: 'interview_end' });
    },
  );

  it('marks an interview idle past its time limit + 30 minutes as Not Completed; its room refuses it', async () => {
    await server?.stop();
    server = await startInterviewServer({ ...fixture, engine });
    const user = await createUser(server.db);
    const token = await tokenFor(server.db, user);
    const idle = await createInterview(server, user, { minutes: 10 });
    const fresh = await createInterview(server, user, { minutes: 10 });
    await server.db
      .updateTable('interview_sessions')
      .set({ last_activity_at: new Date(Date.now() - 41 * 60 * 1000) })
      .where('id', '=', idle.interview_id)
      .execute();
    await server.queue.boss.send(INTERVIEW_JOBS.expireInterviews.name, {});
    const status = (id: string) =>
      server!.db
        .selectFrom('interview_sessions')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    await until(async () => (await status(idle.interview_id)).status === 'Not Completed');
    expect((await status(fresh.interview_id)).status).toBe('In Progress');

    const room = await RoomClient.open(server);
    room.send({ type: 'input', session_id: idle.interview_id, token });
    expect(await room.next()).toEqual({ type: 'error', message: 'This interview has ended' });
    expect((await room.closed).code).toBe(4410);
    const report = await api(server, 'POST', '/t1/users/interview_report', {
      token,
      body: { session_id: idle.interview_id },
    });
    expect(report.status).toBe(409);
  });
});
