import { fileURLToPath } from 'node:url';
import os from 'node:os';
import type { ServerMessage } from '@rehearse/contracts';
import { createTestDatabase } from '../test/support/database.ts';
import { createUser } from '../test/support/factories.ts';
import { RoomClient } from '../test/support/interview-client.ts';
import { createInterview, tokenFor } from '../test/support/interview-factories.ts';
import { cpuSeconds } from '../test/support/process.ts';
import { rehearseProcesses } from '../test/support/rehearse-processes.ts';
import { answerInRealTime, secondsOf } from '../test/support/room-answer.ts';
import { api, startTestServer } from '../test/support/server.ts';

/** Interview starts are spread over this long: people do not all press Start in the same second. */
const START_SPREAD_MS = 30_000;
/** Between an answer and the next, the candidate listens to the question and thinks: 4-8 s. */
const pauseMs = (interview: number, answer: number) => 4_000 + ((interview * 7 + answer * 3) % 5) * 1_000;
/** Planned questions per interview (follow-ups come on top, as the interviewer decides). */
const QUESTIONS = 2;
/**
 * Longest wait for a report after an interview's last answer. The goal is 10 s; a run whose reports take minutes
 * is over capacity whatever the exact figure, and waiting it out would make the full run take hours.
 */
const REPORT_LIMIT_MS = Number(process.env.CAPACITY_REPORT_LIMIT_SECONDS ?? 240) * 1000;
/**
 * With a directory here, the API process samples its main thread (cpu-profile.mjs) and is stopped with SIGTERM at
 * the end, so its CPU profile lands there (JavaScript only: decoding in koffi's threads, the encoder's worker thread
 * and child processes are not in it).
 */
const PROFILE_DIR = process.env.CAPACITY_PROFILE_DIR;

export type CapacityResult = {
  cores: number;
  interviews: number;
  answers: number;
  speechSeconds: number;
  /** Seconds of speech in the answers processed by the end (the workers' CPU was spent on these). */
  processedSpeechSeconds: number;
  /** End Answers that left no answer at all, or a failed one. */
  lost: number;
  /** Answers kept but not yet processed when the report wait ran out. */
  unfinished: number;
  endToNextMs: number[];
  reportMs: number[];
  missingReports: number;
  reportLimitMs: number;
  apiCpuSeconds: number;
  /** Of which its child processes: ffmpeg reading uploads, Festival speaking follow-ups. */
  apiChildCpuSeconds: number;
  workerCpuSeconds: number;
  wallSeconds: number;
  loadBefore: number;
  loadAfter: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * One capacity run: a fresh database, ONE `api` process (not pinned) and one `worker` process per core, each
 * pinned to its own core with taskset; `interviews` candidates interview at once, each answer streamed in real
 * time (one PATCH a second) as the room does, then the reports are awaited.
 */
export async function capacityRun(
  cores: number,
  interviews: number,
  files: string[],
): Promise<CapacityResult> {
  const database = await createTestDatabase();
  const processes = rehearseProcesses(
    {
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      SECRET_KEY: 'capacity-run-secret-key-that-is-long-enough',
      LOG_LEVEL: 'warn',
    },
    { dataDir: 'shared' },
  );
  let failed = false;
  let stopApi: (() => Promise<void>) | undefined;
  const planner = await startTestServer({ database, env: { DATA_DIR: processes.dataDir('planner') } });
  try {
    const apiProcess = await processes.api(
      PROFILE_DIR
        ? {
            NODE_OPTIONS: `--import ${fileURLToPath(new URL('cpu-profile.mjs', import.meta.url))}`,
            CPU_PROFILE_DIR: PROFILE_DIR,
          }
        : {},
    );
    stopApi = async () => {
      apiProcess.child.kill('SIGTERM');
      await apiProcess.exited;
    };
    const workers = await Promise.all(
      Array.from({ length: cores }, (_, core) => processes.worker({}, String(cores === 1 ? 1 : core))),
    );
    await processes.waitHealthy([apiProcess, ...workers]);
    const seconds = await Promise.all(files.map(secondsOf));

    const sessions = await Promise.all(
      Array.from({ length: interviews }, async (_, n) => {
        const user = await createUser(database.db, { name: `Candidate ${n}` });
        const token = await tokenFor(database.db, user);
        const { interview_id: sessionId } = await createInterview(planner, user, { questions: QUESTIONS });
        return { token, sessionId };
      }),
    );
    const cpuBefore = {
      api: cpuSeconds(apiProcess.child.pid),
      apiChildren: cpuSeconds(apiProcess.child.pid, 'children'),
      workers: workers.map((w) => cpuSeconds(w.child.pid)),
    };
    const loadBefore = os.loadavg()[0]!;
    const began = Date.now();
    const endToNextMs: number[] = [];
    let answers = 0;
    let speechSeconds = 0;
    const speechOf = new Map<string, number>();

    const reportMs = await Promise.all(
      sessions.map(async ({ token, sessionId }, n) => {
        await sleep((n * START_SPREAD_MS) / interviews);
        const room = await RoomClient.open(apiProcess);
        let message: ServerMessage = (await room.join(sessionId, token)).current;
        let lastEnd = 0;
        for (let i = 0; message.type === 'question'; i++) {
          if (i > 0) await sleep(pauseMs(n, i));
          const file = (n + i) % files.length;
          const target = { token, sessionId, questionId: message.question_id };
          const { next, endToNextMs: waited } = await answerInRealTime(
            apiProcess,
            room,
            target,
            files[file]!,
          );
          lastEnd = Date.now() - waited;
          endToNextMs.push(waited);
          answers += 1;
          speechSeconds += seconds[file]!;
          speechOf.set(message.question_id, seconds[file]!);
          message = next;
        }
        room.close();
        if (message.type !== 'interview_end') throw new Error(`interview ${n} ended with ${message.type}`);
        for (;;) {
          const result = await api(apiProcess, 'POST', '/t1/users/interview_report', {
            token,
            body: { session_id: sessionId },
          });
          if (result.body.success) return Date.now() - lastEnd;
          if (Date.now() - lastEnd > REPORT_LIMIT_MS) return null;
          await sleep(500);
        }
      }),
    );
    const wallSeconds = (Date.now() - began) / 1000;
    const apiCpuSeconds = cpuSeconds(apiProcess.child.pid) - cpuBefore.api;
    const apiChildCpuSeconds = cpuSeconds(apiProcess.child.pid, 'children') - cpuBefore.apiChildren;
    const workerCpuSeconds = workers.reduce(
      (sum, w, i) => sum + cpuSeconds(w.child.pid) - cpuBefore.workers[i]!,
      0,
    );

    // Every End Answer must have left an answer: processed, or still on its way when the wait ran out.
    const statuses = await database.db
      .selectFrom('answers as x')
      .innerJoin('interview_questions as q', 'q.id', 'x.question_id')
      .select(['x.status', 'x.transcript', 'q.id as questionId'])
      .where(
        'q.session_id',
        'in',
        sessions.map((session) => session.sessionId),
      )
      .execute();
    const done = statuses.filter((x) => x.status === 'processed' && x.transcript !== null);
    const processed = done.length;
    const processedSpeechSeconds = done.reduce((sum, x) => sum + (speechOf.get(x.questionId) ?? 0), 0);
    const unfinished = statuses.filter((x) => x.status === 'queued' || x.status === 'processing').length;
    return {
      cores,
      interviews,
      answers,
      speechSeconds,
      processedSpeechSeconds,
      lost: answers - processed - unfinished,
      unfinished,
      endToNextMs,
      reportMs: reportMs.filter((ms): ms is number => ms !== null),
      missingReports: reportMs.filter((ms) => ms === null).length,
      reportLimitMs: REPORT_LIMIT_MS,
      apiCpuSeconds,
      apiChildCpuSeconds,
      workerCpuSeconds,
      wallSeconds,
      loadBefore,
      loadAfter: os.loadavg()[0]!,
    };
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (PROFILE_DIR) await stopApi?.();
    await processes.stopAll({ failed });
    await planner.close();
    await database.drop();
  }
}
