import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import type { ServerMessage } from '@rehearse/contracts';
import { createQuestionAudio } from '../src/modules/interviews/question-audio.ts';
import { createUser } from '../test/support/factories.ts';
import { RoomClient } from '../test/support/interview-client.ts';
import { createInterview, tokenFor } from '../test/support/interview-factories.ts';
import { spokenAnswerWebm } from '../test/support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from '../test/support/interview-server.ts';
import { api } from '../test/support/server.ts';

const MiB = 1024 * 1024;

/**
 * End Answer -> next question on loopback, the server's share of it: the room has streamed the answer while it
 * was recorded (here 56 MiB, a 60 s answer at SPEC's 7.5 Mbit/s), so End Answer sends the last 1 MiB chunk with the
 * length, then store_user_recording, then video_response, and waits for the next question.
 */
describe('End Answer -> next question latency', () => {
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

  it('is under 500 ms at the 95th percentile', async () => {
    const speech = fs.readFileSync(await spokenAnswerWebm('I would start with a small test.'));
    const recording = Buffer.concat([speech, Buffer.alloc(56 * MiB - speech.length, 1)]);
    const samples: number[] = [];
    for (let interview = 0; interview < 3; interview++) {
      const user = await createUser(server.db);
      const token = await tokenFor(server.db, user);
      const { interview_id: sessionId } = await createInterview(server, user, { questions: 5 });
      // The jobs' share of the work, done here since this server has no workers: every question's audio.
      const questions = await server.db
        .selectFrom('interview_questions')
        .select('id')
        .where('session_id', '=', sessionId)
        .execute();
      const audio = createQuestionAudio({ db: server.db, engine, storage: server.app.storage });
      for (const question of questions) await audio.ensure(question.id);
      const room = await RoomClient.open(server);
      let message: ServerMessage = (await room.join(sessionId, token)).current;
      while (message.type === 'question') {
        const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
        const meta = `filetype ${Buffer.from('video/webm').toString('base64')},session_id ${Buffer.from(sessionId).toString('base64')},question_id ${Buffer.from(message.question_id).toString('base64')}`;
        const created = await fetch(`${server.url}/t1/upload/files/`, {
          method: 'POST',
          headers: { ...headers, 'upload-defer-length': '1', 'upload-metadata': meta },
        });
        const url = new URL(created.headers.get('location')!, server.url).toString();
        const patch = (offset: number, end: number, last: boolean) =>
          fetch(url, {
            method: 'PATCH',
            headers: {
              ...headers,
              'upload-offset': String(offset),
              'content-type': 'application/offset+octet-stream',
              ...(last ? { 'upload-length': String(recording.length) } : {}),
            },
            body: recording.subarray(offset, end),
          });
        // Recorded and streamed while the candidate spoke.
        for (let offset = 0; offset < recording.length - MiB; offset += MiB)
          await patch(offset, offset + MiB, false);

        const endAnswer = performance.now();
        expect((await patch(recording.length - MiB, recording.length, true)).status).toBe(204);
        const stored = await api(server, 'POST', '/t1/interview/store_user_recording', {
          token,
          body: { session_id: sessionId, question_id: message.question_id, duration: 60_000 },
        });
        expect(stored.status).toBe(200);
        room.send({
          type: 'video_response',
          session_id: sessionId,
          data: { question_id: message.question_id },
        });
        message = await room.next();
        if (message.type === 'question') samples.push(performance.now() - endAnswer);
      }
      expect(message.type).toBe('interview_end');
    }
    samples.sort((a, b) => a - b);
    const p = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
    console.info(
      `End Answer -> next question over ${samples.length} answers: p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms`,
    );
    expect(samples).toHaveLength(12);
    expect(p(0.95)).toBeLessThanOrEqual(500);
  }, 180_000);
});
