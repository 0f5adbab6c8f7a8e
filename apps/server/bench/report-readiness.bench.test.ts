import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import type { LiveTranscription } from '../src/modules/answers/live-transcription.ts';
import { createUser } from '../test/support/factories.ts';
import { answerQuestion, RoomClient } from '../test/support/interview-client.ts';
import { createInterview, tokenFor } from '../test/support/interview-factories.ts';
import { spokenAnswerWebm, wordErrorRate } from '../test/support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from '../test/support/interview-server.ts';
import { api } from '../test/support/server.ts';

const run = promisify(execFile);

/** Three long answers of a backend candidate, about 45-60 s each in Festival's voice. */
const ANSWERS = [
  'I would start with the slow query log to find the statements that take the longest. Then I would run explain analyze on the worst one and look for a sequential scan on a large table. Usually an index on the column in the where clause fixes it, but I check the selectivity first, because an index on a column with three values does not help. After that I would look at the connection pool, because too many open connections also slow the database down, and at the cache hit ratio. If the table is very large I would think about partitioning it by date. Finally I would add a dashboard with the latency of every endpoint, so that we see the next slow query before our users do, and I would write down what we changed and why.',
  'For a public API I would put rate limiting in front of every endpoint, with a token bucket per client key stored in Redis so that all the instances share the same counts. Each response carries headers with the limit and the remaining requests, and a client over the limit gets status four two nine with a retry after header. Expensive endpoints such as search or exports get a lower limit than simple reads. I would log every rejected request with the client key, so that we can see who hits the limit and whether the limit is too strict. For partners with a contract we raise their limit in configuration, not in code. And I would test it with a load test before the release, to be sure the limiter itself does not become the bottleneck.',
  'When a deployment broke the checkout service last year, I first rolled back to the previous version, because customers could not pay and that mattered more than finding the cause. Once the service was healthy again I looked at the logs and the traces of the failed requests. The new version read a configuration value that existed in staging but not in production, so every request failed with a null pointer error. We fixed the code to fail at start up when a required value is missing, and we added the production configuration to our pipeline checks. I wrote a short post mortem without blame, and we agreed to deploy to a small share of the traffic first. Since then we have caught two similar problems before they reached all of our customers.',
];

const disabled: LiveTranscription = {
  receiving: () => undefined,
  subscribe: () => () => undefined,
  finish: async () => undefined,
  take: async () => undefined,
  transcribedSeconds: () => undefined,
  forget: () => undefined,
  close: () => undefined,
};

async function secondsOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(stdout.trim());
}

/**
 * Interview end -> report ready, the wait the end screen shows: an interview of three long answers, each
 * streamed as the room streams it while recording (one chunk a second, in real time), then End Answer. The clock
 * starts at interview_end and stops when POST /t1/users/interview_report first succeeds (polled every 250 ms).
 * Run with the live transcripts (answers transcribed while they upload) and without them, on the same answers.
 */
describe('interview end -> report ready', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let answers: { file: string; seconds: number; bytes: number }[];

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    answers = [];
    for (const text of ANSWERS) {
      const file = await spokenAnswerWebm(text);
      answers.push({ file, seconds: await secondsOf(file), bytes: fs.statSync(file).size });
    }
  }, 300_000);
  afterAll(async () => {
    await engine?.close();
    await fixture?.cleanup();
  });

  async function interview(server: InterviewTestServer): Promise<{ reportMs: number; wer: number[] }> {
    const user = await createUser(server.db);
    const token = await tokenFor(server.db, user);
    const { interview_id: sessionId } = await createInterview(server, user, { questions: ANSWERS.length });
    const room = await RoomClient.open(server);
    let message = (await room.join(sessionId, token)).current;
    for (const answer of answers) {
      if (message.type !== 'question') throw new Error(`expected a question, got ${message.type}`);
      const started = performance.now();
      const perSecond = Math.ceil(answer.bytes / answer.seconds);
      message = await answerQuestion(server, room, token, sessionId, message.question_id, answer.file, {
        stream: true,
        chunkSize: perSecond,
        // Recorded in real time: chunk n leaves the browser n seconds after Start Answer.
        beforeChunk: async (_url, { offset }) => {
          const due = started + (offset / perSecond) * 1000;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        },
      });
    }
    expect(message).toEqual({ type: 'interview_end' });
    const ended = performance.now();
    for (;;) {
      const result = await api(server, 'POST', '/t1/users/interview_report', {
        token,
        body: { session_id: sessionId },
      });
      if (result.body.success) break;
      if (performance.now() - ended > 180_000) throw new Error('no report after 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const reportMs = performance.now() - ended;
    const report = await api<{ questions_reports: { answer_text: string }[] }>(
      server,
      'GET',
      `/t1/users/interview_report?session_id=${sessionId}`,
      { token },
    );
    const wer = report.body.data!.questions_reports.map((q, i) => wordErrorRate(ANSWERS[i]!, q.answer_text));
    return { reportMs, wer };
  }

  it('is at most 10 s with answers transcribed while they upload', async () => {
    const results: Record<string, { reportMs: number; wer: number[] }> = {};
    for (const [name, liveTranscription] of [
      ['live', undefined],
      ['after upload', disabled],
    ] as const) {
      const server = await startInterviewServer({ ...fixture, engine, liveTranscription });
      try {
        results[name] = await interview(server);
      } finally {
        await server.stop();
      }
    }
    const seconds = answers.map((a) => a.seconds.toFixed(0)).join(', ');
    for (const [name, { reportMs, wer }] of Object.entries(results))
      console.info(
        `interview end -> report ready (${name}; answers of ${seconds} s): ${(reportMs / 1000).toFixed(1)} s; ` +
          `word error rates ${wer.map((r) => r.toFixed(2)).join(' ')}`,
      );
    expect(results.live!.reportMs).toBeLessThanOrEqual(10_000);
  }, 900_000);
});
