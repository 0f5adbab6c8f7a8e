import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { ServerMessage } from '@rehearse/contracts';
import { streamedUpload, type RoomClient } from './interview-client.ts';
import type { LiveTranscription } from '../../src/modules/answers/live-transcription.ts';
import { api } from './server.ts';

const run = promisify(execFile);
type Server = { url: string; wsUrl: string; liveTranscription?: LiveTranscription };

export async function secondsOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1'],
    file,
  ]);
  return Number(stdout.trim());
}

/**
 * Waits until the server's live transcript of an upload has decoded `seconds` of it: a candidate who pauses after
 * the last word before End Answer gives it that time, on a machine as busy as it may be.
 */
async function liveTranscriptHeard(live: LiveTranscription, uploadId: string, seconds: number) {
  const deadline = Date.now() + 60_000;
  while ((live.transcribedSeconds(uploadId) ?? 0) < seconds) {
    if (Date.now() > deadline)
      throw new Error(
        `the live transcript of ${uploadId} is at ${live.transcribedSeconds(uploadId)} s, not ${seconds} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Answers the current question as the room does while the candidate speaks: the recording goes up in one PATCH
 * per second of it, in real time; End Answer sends the last piece, store_user_recording and video_response.
 * Returns the message that follows and how long End Answer waited for it.
 */
export async function answerInRealTime(
  server: Server,
  room: RoomClient,
  target: { token: string; sessionId: string; questionId: string },
  file: string,
  {
    onEachSecond,
    heardBeforeEnd,
  }: {
    onEachSecond?: (second: number) => void;
    /** End Answer waits until the server's live transcript has decoded this many seconds of the recording. */
    heardBeforeEnd?: number;
  } = {},
): Promise<{ next: ServerMessage; endToNextMs: number; durationMs: number }> {
  const seconds = await secondsOf(file);
  const bytesPerSecond = Math.ceil(fs.statSync(file).size / seconds);
  const started = Date.now();
  let chunk = 0;
  const uploadUrl = await streamedUpload(server, file, {
    ...target,
    chunkSize: bytesPerSecond,
    beforeChunk: async () => {
      chunk += 1;
      // Each chunk leaves once the second of speech it holds has been said.
      const due = started + chunk * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      onEachSecond?.(chunk);
    },
  });
  if (heardBeforeEnd !== undefined) {
    if (!server.liveTranscription) throw new Error('waiting for the live transcript needs the test server');
    await liveTranscriptHeard(server.liveTranscription, uploadUrl.split('/').pop()!, heardBeforeEnd);
    // ... and a second more, as a candidate does before pressing it: the early decision on those words is made.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  // The last PATCH is on its way when End Answer is pressed: the wait counts from just before it.
  const endedAt = heardBeforeEnd !== undefined ? Date.now() : started + chunk * 1000;
  const durationMs = Math.round(seconds * 1000);
  const stored = await api(server, 'POST', '/t1/interview/store_user_recording', {
    token: target.token,
    body: {
      session_id: target.sessionId,
      question_id: target.questionId,
      duration: durationMs,
      eye_contact: { percent: 80, samples: Math.round(seconds * 1.6) },
    },
  });
  if (stored.status !== 200) throw new Error(`store_user_recording: ${JSON.stringify(stored.body)}`);
  room.send({
    type: 'video_response',
    session_id: target.sessionId,
    data: { question_id: target.questionId },
  });
  const next = await room.next();
  return { next, endToNextMs: Date.now() - endedAt, durationMs };
}
