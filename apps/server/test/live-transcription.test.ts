import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import { extractSpeech } from '../src/modules/answers/media-tools.ts';
import { createUser } from './support/factories.ts';
import { RoomClient, streamedUpload } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm, wordErrorRate } from './support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { until } from './support/until.ts';

const SAID =
  'I would start with the slow query log to find the SQL statements that take the longest. ' +
  'Then I would run explain analyze on the worst one and look for a sequential scan on a large table. ' +
  'Usually an index on the column in the where clause fixes it. ' +
  'After that I would check the connection pool, because too many open connections also slow the database down. ' +
  'Finally I would add a dashboard so that we see the latency of every endpoint before our users do.';

describe('answers transcribed while they upload', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    // No workers: the test finishes the live transcript itself, as the answer job would.
    server = await startInterviewServer({ ...fixture, engine, workers: false });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  /** A joined interview of one user and its current question, ready for an upload. */
  async function currentQuestion() {
    const user = await createUser(server.db);
    const token = await tokenFor(server.db, user);
    const { interview_id: sessionId } = await createInterview(server, user, { questions: 2 });
    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, token);
    room.close();
    if (current.type !== 'question') throw new Error('no question');
    return { token, sessionId, questionId: current.question_id };
  }

  const uploadId = (url: string) => url.split('/').pop()!;
  const speechOf = async (id: string, name: string) => {
    const wav = path.join(fixture.dataDir, `${name}.wav`);
    const { storage } = server.app;
    await storage.withLocalFile(storage.uploadKey(id), (file) => extractSpeech(file, wav));
    return wav;
  };

  it('decodes the answer at its pauses as it arrives; the end adds only the last piece', async () => {
    const { liveTranscription } = server.app;
    const target = await currentQuestion();
    const webm = await spokenAnswerWebm(SAID);
    // What the live listeners (early follow-ups) read the answer with: the field's written forms too.
    const formsHeard: (string | undefined)[] = [];
    const unsubscribe = liveTranscription.subscribe((p) => formsHeard.push(p.forms?.get('sql')));
    let transcribedBeforeEnd = 0;
    const url = await streamedUpload(server, webm, {
      ...target,
      chunkSize: 32 * 1024,
      // The candidate is still speaking: pieces of the answer are already transcribed.
      beforeChunk: async (uploadUrl, { last }) => {
        if (!last) return;
        transcribedBeforeEnd = await until(() => {
          const seconds = liveTranscription.transcribedSeconds(uploadId(uploadUrl)) ?? 0;
          return seconds >= 10 && seconds;
        }, 90_000);
      },
    });
    const id = uploadId(url);
    const wav = await speechOf(id, 'spoken');

    const live = await liveTranscription.take(id, wav);
    expect(live).toBeDefined();
    expect(transcribedBeforeEnd).toBeGreaterThanOrEqual(10);
    expect(live!.duration_ms).toBeGreaterThan(transcribedBeforeEnd * 1000);
    expect(wordErrorRate(SAID, live!.text)).toBeLessThanOrEqual(0.25);
    // The decoder's "sql" reads as the field writes it, from the question's hints.
    expect(live!.words!.map((w) => w.word)).toContain('sql');
    expect(live!.text).toMatch(/\bSQL\b/);
    expect(live!.text).not.toMatch(/\bsql\b/);
    unsubscribe();
    expect(formsHeard.length).toBeGreaterThan(0);
    expect(formsHeard.at(-1)).toBe('SQL');
    // Word times run on across the pieces, on the answer's own clock.
    const starts = live!.words!.map((w) => w.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.at(-1)! * 1000).toBeGreaterThan(transcribedBeforeEnd * 1000);
    expect(starts.at(-1)! * 1000).toBeLessThan(live!.duration_ms);
    // Consumed: the answer job of another delivery transcribes the file itself.
    expect(await liveTranscription.take(id, wav)).toBeUndefined();
  }, 180_000);

  it('gives nothing for a recording it cannot read or one that is not what it heard', async () => {
    const { liveTranscription } = server.app;
    const broken = path.join(fixture.dataDir, 'not-a-recording.webm');
    fs.writeFileSync(broken, Buffer.alloc(3 * 1024 * 1024, 7));
    // Chunks far larger than a pipe holds: ffmpeg gives up while a write still waits for it.
    const brokenId = uploadId(
      await streamedUpload(server, broken, { ...(await currentQuestion()), chunkSize: 1024 * 1024 }),
    );
    // ffmpeg cannot read it either: the answer job reports that, as before.
    await expect(speechOf(brokenId, 'unused')).rejects.toThrow(/ffmpeg failed/);
    expect(await liveTranscription.take(brokenId, broken)).toBeUndefined();

    const short = await spokenAnswerWebm('I would add an index.');
    const shortId = uploadId(await streamedUpload(server, short, await currentQuestion()));
    const longer = await speechOf(
      uploadId(await streamedUpload(server, await spokenAnswerWebm(SAID), await currentQuestion())),
      'longer',
    );
    expect(await liveTranscription.take(shortId, longer)).toBeUndefined();
    expect(await liveTranscription.take('00000000-0000-4000-8000-000000000000', longer)).toBeUndefined();
  }, 180_000);
});
