import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewReport } from '@rehearse/contracts';
import type { Engine } from '@rehearse/engine';
import type { LiveProgress } from '../src/modules/answers/live-transcription.ts';
import { createRetentionService } from '../src/modules/retention/retention-service.ts';
import { createRetentionHandler } from '../src/modules/retention/retention-worker.ts';
import { createUser } from './support/factories.ts';
import { answerQuestion, RoomClient } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm } from './support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { startTestS3, type TestS3 } from './support/s3-server.ts';
import { api } from './support/server.ts';
import { until } from './support/until.ts';

const ANSWER =
  'I would design the service with a clear REST interface and validate every request before it reaches the database.';

describe('an interview with STORAGE=s3: uploads, recordings and question audio live in the bucket', () => {
  let s3: TestS3;
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

  beforeAll(async () => {
    s3 = await startTestS3();
    fixture = await createInterviewFixture();
    engine = testEngine();
    server = await startInterviewServer({ ...fixture, engine, env: s3.env });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
    await s3?.stop();
  });

  // The report is built by the real speech tools: about 30 s on a busy 2-core machine.
  it('keeps the recording in the bucket, builds the report, streams the signed link with Range and lets retention delete it', async () => {
    const user = await createUser(server.db, { name: 'Ada Candidate' });
    const token = await tokenFor(server.db, user);
    const { interview_id: sessionId } = await createInterview(server, user, { questions: 1 });
    const heardLive: LiveProgress[] = [];
    const unsubscribe = server.liveTranscription.subscribe((progress) => heardLive.push(progress));

    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, token);
    if (current.type !== 'question') throw new Error('no first question');
    const audio = await fetch(`${server.url}${current.question_audio_url}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    const file = await spokenAnswerWebm(ANSWER);
    // Streamed as the room uploads while recording: small appends, the length declared with the last one.
    const end = await answerQuestion(server, room, token, sessionId, current.question_id, file, {
      stream: true,
    });
    expect(end).toEqual({ type: 'interview_end' });
    room.close();

    await until(async () => {
      const result = await api(server, 'POST', '/t1/users/interview_report', {
        token,
        body: { session_id: sessionId },
      });
      return result.body.success;
    }, 90_000);
    unsubscribe();
    const report = await api<InterviewReport>(
      server,
      'GET',
      `/t1/users/interview_report?session_id=${sessionId}`,
      { token },
    );
    expect(report.status).toBe(200);
    const [question] = report.body.data!.questions_reports;
    expect(question!.answer_text.split(' ').length).toBeGreaterThan(8);
    // Transcribed while it uploaded, from the API's spool of the bytes it stored in the bucket (ADR 128).
    expect(heardLive.length).toBeGreaterThan(0);
    const answers = await server.db
      .selectFrom('answers as a')
      .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
      .select(['a.id', 'a.status', 'a.error', 'a.video_path', 'a.transcript_source', 'q.audio_path'])
      .where('q.session_id', '=', sessionId)
      .execute();
    // One answer, and one more if the interviewer followed it up (answerQuestion answers a follow-up too).
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers)
      expect(answer).toMatchObject({
        status: 'processed',
        error: null,
        video_path: `answers/${answer.id}.webm`,
        transcript_source: 'live',
      });

    // Everything is in the bucket; nothing on disk. The upload itself goes once the answer that points at its
    // playable copy is saved (just after: the report can be ready a moment before).
    const kept = answers.flatMap((a) => [`answers/${a.id}.webm`, a.audio_path]).sort();
    await until(async () => JSON.stringify(await s3.keys()) === JSON.stringify(kept), 10_000);
    expect(await s3.keys()).toEqual(kept);
    expect(fs.existsSync(path.join(fixture.dataDir, 'uploads'))).toBe(false);
    expect(fs.existsSync(path.join(fixture.dataDir, 'answers'))).toBe(false);
    expect(fs.existsSync(path.join(fixture.dataDir, 'questions'))).toBe(false);

    const link = `${server.url}${question!.recording_url}`;
    const whole = Buffer.from(await (await fetch(link)).arrayBuffer());
    expect(whole.length).toBeGreaterThan(1000);
    const ranged = await fetch(link, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/webm');
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(whole.subarray(100, 200));

    await sql`UPDATE interview_sessions SET created_at = now() - interval '91 days' WHERE id = ${sessionId}`.execute(
      server.db,
    );
    const quiet = { info: () => undefined, warn: () => undefined };
    const retention = createRetentionHandler(
      createRetentionService({
        db: server.db,
        storage: server.app.storage,
        days: server.config.retention,
        log: quiet,
      }),
      quiet,
    );
    expect(await retention()).toMatchObject({
      interviews: 1,
      recordings: answers.length,
      questionAudio: answers.length,
      failed: 0,
    });
    expect(await s3.keys()).toEqual([]);
    expect((await fetch(link)).status).toBe(404);
  }, 150_000);
});
