import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import type { ServerMessage } from '@rehearse/contracts';
import { createUser } from '../test/support/factories.ts';
import { answerQuestion, RoomClient } from '../test/support/interview-client.ts';
import { createInterview, tokenFor } from '../test/support/interview-factories.ts';
import { spokenAnswerWebm } from '../test/support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from '../test/support/interview-server.ts';
import { api } from '../test/support/server.ts';

// Short answers: the point is that nothing is lost under concurrency, not the speed of long transcriptions.
const ANSWERS = ['I would add a cache.', 'I would write a test first.'];
const INTERVIEWS = 10;

/** Ten people interviewing at once on this machine: every answer is kept, processed and reported. */
describe('ten simultaneous interviews', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    server = await startInterviewServer({ ...fixture, engine });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  it('loses no answer and builds every report', async () => {
    const files = await Promise.all(ANSWERS.map((text) => spokenAnswerWebm(text)));
    const started = Date.now();
    const interviews = await Promise.all(
      Array.from({ length: INTERVIEWS }, async (_, n) => {
        const user = await createUser(server.db, { name: `Candidate ${n}` });
        const token = await tokenFor(server.db, user);
        const { interview_id: sessionId } = await createInterview(server, user, { questions: 2 });
        const room = await RoomClient.open(server);
        let message: ServerMessage = (await room.join(sessionId, token)).current;
        for (let i = 0; message.type === 'question'; i++)
          message = await answerQuestion(server, room, token, sessionId, message.question_id, files[i]!, {
            stream: n % 2 === 0,
          });
        expect(message.type).toBe('interview_end');
        return { sessionId, token };
      }),
    );
    const answered = Date.now();
    await Promise.all(
      interviews.map(async ({ sessionId, token }) => {
        for (;;) {
          const result = await api(server, 'POST', '/t1/users/interview_report', {
            token,
            body: { session_id: sessionId },
          });
          if (result.body.success) return;
          await new Promise((r) => setTimeout(r, 1000));
        }
      }),
    );
    console.info(
      `${INTERVIEWS} interviews x ${ANSWERS.length} answers: all answered in ${answered - started} ms, all reports ${Date.now() - answered} ms later`,
    );
    const answers = await server.db.selectFrom('answers').select(['status', 'transcript']).execute();
    expect(answers).toHaveLength(INTERVIEWS * ANSWERS.length);
    expect(answers.every((a) => a.status === 'processed' && a.transcript!.text.length > 3)).toBe(true);
    const reports = await server.db.selectFrom('interview_sessions').select('status').execute();
    expect(reports.map((r) => r.status)).toEqual(Array(INTERVIEWS).fill('Report Generated'));
  }, 300_000);
});
