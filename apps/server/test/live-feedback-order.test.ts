import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import type { LiveProgress } from '../src/modules/answers/live-transcription.ts';
import { createLiveFeedback } from '../src/modules/interviews/live-feedback.ts';
import { createUser } from './support/factories.ts';
import { createInterview } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { until } from './support/until.ts';

/**
 * Live feedback goes out as PostgreSQL NOTIFYs over a pool of connections (ADR 102, 126): reports of one answer
 * that come close together must still reach the room in the order they were made.
 */
describe('live feedback order', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;
  const quiet = { warn: () => undefined };

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

  it('reaches the room in the order the answer was heard, however fast the reports come', async () => {
    const user = await createUser(server.db);
    const { interview_id: sessionId } = await createInterview(server, user);
    const question = await server.db
      .selectFrom('interview_questions')
      .select('id')
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const uploadId = randomUUID();
    await server.db
      .insertInto('answer_uploads')
      .values({
        id: uploadId,
        user_id: user.id,
        question_id: question.id,
        filetype: 'video/webm',
        size: null,
        finished_at: null,
      })
      .execute();

    const listeners: ((progress: LiveProgress) => void)[] = [];
    const feedback = createLiveFeedback({
      db: server.db,
      live: {
        subscribe: (listener) => {
          listeners.push(listener);
          return () => undefined;
        },
      },
      log: quiet,
    });
    const report = (seconds: number) => {
      const words = [{ word: 'index', start: 0, end: 0.4 }];
      for (const listener of listeners)
        listener({ uploadId, words, decodedSeconds: seconds, speechSeconds: seconds });
    };
    const heard: number[] = [];
    const leave = feedback.join(sessionId, (message) => heard.push(message.elapsed_ms));
    try {
      // The room hears nothing until its LISTEN is up: report until one arrives.
      await until(() => {
        report(0.5);
        return heard.length > 0;
      }, 10_000);
      // Forty reports at once, a second of speech apart; probes still on their way are left out.
      for (let second = 1; second <= 40; second += 1) report(second);
      const reports = () => heard.filter((ms) => ms >= 1000);
      await until(() => reports().length >= 40, 10_000);
      expect(reports()).toEqual(Array.from({ length: 40 }, (_, i) => (i + 1) * 1000));
    } finally {
      leave();
      feedback.close();
    }
  });
});
