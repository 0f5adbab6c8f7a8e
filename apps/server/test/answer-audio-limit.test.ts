import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import { ANSWER_AUDIO_SECONDS, extractSpeech, remuxForPlayback } from '../src/modules/answers/media-tools.ts';
import { createUser } from './support/factories.ts';
import { RoomClient, streamedUpload } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';

const run = promisify(execFile);
const seconds = (wav: string) => (fs.statSync(wav).size - 44) / 2 / 16_000;
const duration = async (file: string) =>
  Number(
    (await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]))
      .stdout,
  );

/** Silence of `hours` as a recording ffmpeg makes in about a second: 3 hours of FLAC is 2 MB. */
async function silence(file: string, hours: number, codec: string[]) {
  const input = ['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', String(hours * 3600)];
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...input, ...codec, file]);
  return file;
}

describe('every path that decodes an answer stops at the answer time limit (120 s plus margin)', () => {
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

  it('a 2 MB FLAC of 3 hours of silence: live transcription keeps 135 s, memory stays flat, speech is cut', async () => {
    expect(ANSWER_AUDIO_SECONDS).toBe(135);
    const flac = await silence(path.join(fixture.dataDir, 'three-hours.flac'), 3, ['-c:a', 'flac']);
    expect(fs.statSync(flac).size).toBeLessThan(2.5 * 1024 * 1024);
    const user = await createUser(server.db);
    const token = await tokenFor(server.db, user);
    const { interview_id: sessionId } = await createInterview(server, user);
    const room = await RoomClient.open(server);
    const { current } = await room.join(sessionId, token);
    room.close();
    if (current.type !== 'question') throw new Error('no question');

    const { storage, liveTranscription } = server.app;
    const target = { token, sessionId, questionId: current.question_id, chunkSize: 128 * 1024 };
    // The speech decoder loads its models (~230 MB) with the question's hints on first use, and the sentence encoder
    // (~270 MB) may be loading for the question asked: a one-second answer down the same path loads them all.
    const warm = await silence(path.join(fixture.dataDir, 'one-second.flac'), 1 / 3600, ['-c:a', 'flac']);
    const warmId = (await streamedUpload(server, warm, { ...target, filetype: 'audio/flac' }))
      .split('/')
      .pop()!;
    const warmWav = path.join(fixture.dataDir, 'one-second.wav');
    await storage.withLocalFile(storage.uploadKey(warmId), (file) => extractSpeech(file, warmWav));
    await liveTranscription.take(warmId, warmWav);
    await engine.warm({ grammar: false });
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const began = Date.now();
    const url = await streamedUpload(server, flac, { ...target, filetype: 'audio/flac' });
    const uploadId = url.split('/').pop()!;
    const wav = path.join(fixture.dataDir, 'speech.wav');
    await storage.withLocalFile(storage.uploadKey(uploadId), (file) => extractSpeech(file, wav));
    const live = await liveTranscription.take(uploadId, wav);
    clearInterval(sampler);
    const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
    console.info('3 h FLAC answer', {
      bytes: fs.statSync(flac).size,
      ms: Date.now() - began,
      rssGrowthMb: Math.round(growthMb),
      speechSeconds: seconds(wav),
      liveMs: live?.duration_ms,
    });
    expect(seconds(wav)).toBeCloseTo(ANSWER_AUDIO_SECONDS, 1);
    // Live transcription stopped at the same place, so its transcript still stands for the answer.
    expect(live).toBeDefined();
    expect(live!.duration_ms).toBeLessThanOrEqual(ANSWER_AUDIO_SECONDS * 1000);
    expect(live!.duration_ms).toBeGreaterThan((ANSWER_AUDIO_SECONDS - 1) * 1000);
    // 3 hours of 16 kHz samples are 330 MB (734 MB grown before the limit); 135 s are 4 MB, the rest is the
    // collector's timing (0-25 MB measured once the models are loaded).
    expect(growthMb).toBeLessThan(100);
  }, 240_000);

  it('the playable copy of an over-long recording is cut at the limit too', async () => {
    const webm = await silence(path.join(fixture.dataDir, 'ten-minutes.webm'), 1 / 6, [
      ...['-c:a', 'libopus', '-b:a', '6k'],
    ]);
    const copy = path.join(fixture.dataDir, 'playable.webm');
    await remuxForPlayback(webm, copy);
    expect(await duration(copy)).toBeLessThanOrEqual(ANSWER_AUDIO_SECONDS + 0.1);
    expect(await duration(copy)).toBeGreaterThan(ANSWER_AUDIO_SECONDS - 1);
  }, 60_000);
});
