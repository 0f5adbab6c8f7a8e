import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres.ts';
import { createUser } from './support/factories.ts';
import { RoomClient } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm } from './support/interview-media.ts';
import { createInterviewFixture } from './support/interview-server.ts';
import { healthy, phaseTimer, runMain, waitFor, type ServerProcess } from './support/process.ts';
import { answerInRealTime } from './support/room-answer.ts';
import { startTestS3, type TestS3 } from './support/s3-server.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';
import { until } from './support/until.ts';

const ANSWER =
  'I would put a cache in front of the database, measure the hit rate, and expire entries after a few minutes.';

type Api = { url: string; wsUrl: string };

/**
 * The room's tus requests for one answer, the first `split` bytes to one process and the rest to another: a load
 * balancer that moved the upload mid-answer.
 */
async function uploadAcross(
  first: Api,
  second: { url: string },
  file: Buffer,
  split: number,
  target: Target,
) {
  const headers = { authorization: `Bearer ${target.token}`, 'tus-resumable': '1.0.0' };
  const metadata = Object.entries({
    filename: 'answer.webm',
    filetype: 'video/webm',
    session_id: target.sessionId,
    question_id: target.questionId,
  })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const created = await fetch(`${first.url}/t1/upload/files/`, {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(file.length), 'upload-metadata': metadata },
  });
  expect(created.status).toBe(201);
  const path = new URL(created.headers.get('location')!, first.url).pathname;
  for (const [server, from, to] of [
    [first, 0, split],
    [second, split, file.length],
  ] as const) {
    const appended = await fetch(`${server.url}${path}`, {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': String(from),
        'content-type': 'application/offset+octet-stream',
      },
      body: file.subarray(from, to),
    });
    expect(appended.status).toBe(204);
  }
  return path.split('/').pop()!;
}

type Target = { token: string; sessionId: string; questionId: string };

describe('live transcription across processes, with STORAGE=s3 (ADR 128)', () => {
  let s3: TestS3;
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let planner: TestServer;
  let apiProcess: ServerProcess & Api;
  let worker: ServerProcess;
  const processes: ServerProcess[] = [];
  let mark: (phase: string) => void = () => undefined;

  beforeAll(async () => {
    ({ mark } = phaseTimer(import.meta.filename));
    s3 = await startTestS3();
    fixture = await createInterviewFixture();
    const common = {
      ...s3.env,
      DATABASE_URL: fixture.database.url,
      DATA_DIR: fixture.dataDir,
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      SECRET_KEY: 'live-across-processes-secret-key-long-enough',
      LOG_LEVEL: 'info',
    };
    // Plans the interviews in the test (as the process-roles test does); also a second API for the moved upload.
    // Started before the child processes' ports are picked: a port picked free and not yet bound by a child that is
    // still starting could be picked again here, and one of the two would fail with EADDRINUSE.
    planner = await startTestServer({
      database: fixture.database,
      env: { ...s3.env, DATA_DIR: fixture.dataDir },
    });
    const [apiPort, healthPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${apiPort}`;
    const apiRun = runMain({ ...common, PROCESS_ROLE: 'api', PORT: String(apiPort), PUBLIC_URL: url });
    worker = runMain({ ...common, PROCESS_ROLE: 'worker', WORKER_HEALTH_PORT: String(healthPort) });
    processes.push(apiRun, worker);
    apiProcess = { ...apiRun, url, wsUrl: `ws://127.0.0.1:${apiPort}/tws1/connect` };
    await waitFor(
      async () =>
        (await healthy(url)) && (await healthy(`http://127.0.0.1:${healthPort}`).catch(() => false)),
      'the API and the worker',
      90_000,
    );
    mark('API and worker up');
  }, 120_000);

  afterAll(async () => {
    for (const run of processes) run.child.kill('SIGKILL');
    await Promise.all(processes.map((run) => run.exited));
    await planner?.close();
    await fixture?.cleanup();
    await s3?.stop();
  });

  async function interview() {
    const user = await createUser(fixture.database.db);
    const token = await tokenFor(fixture.database.db, user);
    // No time in the plan for a follow-up: each interview is one answer.
    const { interview_id: sessionId } = await createInterview(planner, user, { questions: 1, minutes: 0 });
    const room = await RoomClient.open(apiProcess);
    const { current } = await room.join(sessionId, token);
    if (current.type !== 'question') throw new Error(`no first question: ${JSON.stringify(current)}`);
    return { token, sessionId, room, questionId: current.question_id };
  }

  async function reportOf(target: Target) {
    await until(
      async () =>
        (
          await api(apiProcess, 'POST', '/t1/users/interview_report', {
            token: target.token,
            body: { session_id: target.sessionId },
          })
        ).body.success,
      90_000,
      300,
    );
    const report = await api<{ questions_reports: { answer_text: string }[] }>(
      apiProcess,
      'GET',
      `/t1/users/interview_report?session_id=${target.sessionId}`,
      { token: target.token },
    );
    expect(report.status).toBe(200);
    return report.body.data!.questions_reports;
  }

  const answerOf = (questionId: string) =>
    fixture.database.db
      .selectFrom('answers')
      .select(['id', 'status', 'transcript_source', 'upload_id'])
      .where('question_id', '=', questionId)
      .executeTakeFirstOrThrow();

  /**
   * The worker's line about an answer. The worker writes its log asynchronously, so the line can reach the pipe a
   * moment after the report it built is served: wait for it, then match it (the failure shows what was logged).
   */
  async function workerLogged(line: RegExp) {
    await until(() => line.test(worker.stdout()), 10_000).catch(() => undefined);
    expect(worker.stdout()).toMatch(line);
  }

  it('transcribes an answer on the API process as it reaches the bucket, with live feedback, and the worker stores that transcript', async () => {
    const file = await spokenAnswerWebm(ANSWER);
    const { room, ...target } = await interview();

    const { next, endToNextMs, durationMs } = await answerInRealTime(apiProcess, room, target, file);
    const endedAt = Date.now() - endToNextMs;
    mark('answered in real time');
    // live_feedback came from the words decoded while the answer was still arriving.
    const heard = room.liveFeedback.filter((message) => message.question_id === target.questionId);
    expect(heard.some((message) => message.receivedAt < endedAt && message.elapsed_ms < durationMs)).toBe(
      true,
    );
    expect(next).toEqual({ type: 'interview_end' });
    room.close();

    const [entry] = await reportOf(target);
    mark('report with the live transcript');
    expect(entry!.answer_text).toContain('cache');
    const answer = await answerOf(target.questionId);
    // The worker took the API's live transcript rather than decoding the recording again.
    expect(answer).toMatchObject({ status: 'processed', transcript_source: 'live' });
    await workerLogged(new RegExp(`"answerId":"${answer.id}"[^\\n]*"live":true`));
    // ... and the live transcript is gone once the answer holds it, as is the API's spool.
    const left = await fixture.database.db
      .selectFrom('live_transcripts')
      .select('upload_id')
      .where('upload_id', '=', answer.upload_id!)
      .execute();
    expect(left).toEqual([]);
  }, 150_000);

  it('transcribes the whole recording when the upload moved to another process mid-answer', async () => {
    const bytes = fs.readFileSync(await spokenAnswerWebm(ANSWER));
    const { room, ...target } = await interview();

    const uploadId = await uploadAcross(apiProcess, planner, bytes, Math.floor(bytes.length / 2), target);
    // The process that received the rest knows the first one's copy has a gap: nobody waits for it.
    const status = async () =>
      (
        await fixture.database.db
          .selectFrom('live_transcripts')
          .select('status')
          .where('upload_id', '=', uploadId)
          .executeTakeFirst()
      )?.status;
    await until(async () => (await status()) === 'dropped', 5_000, 50);
    const stored = await api(apiProcess, 'POST', '/t1/interview/store_user_recording', {
      token: target.token,
      body: { session_id: target.sessionId, question_id: target.questionId, duration: 7000 },
    });
    expect(stored.status).toBe(200);
    room.send({
      type: 'video_response',
      session_id: target.sessionId,
      data: { question_id: target.questionId },
    });
    expect(await room.next()).toEqual({ type: 'interview_end' });
    room.close();

    const [entry] = await reportOf(target);
    mark('report with the whole-file transcript');
    expect(entry!.answer_text).toContain('cache');
    const answer = await answerOf(target.questionId);
    expect(answer).toMatchObject({ status: 'processed', transcript_source: 'recording' });
    await workerLogged(new RegExp(`"answerId":"${answer.id}"[^\\n]*"live":false`));
  }, 150_000);
});
