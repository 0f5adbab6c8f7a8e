import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import type { InterviewReport } from '@rehearse/contracts';
import { createAnswerProcessor } from '../src/modules/answers/answer-processing.ts';
import { MAX_ANSWER_ATTEMPTS } from '../src/modules/interviews/interview-jobs.ts';
import { buildReportWhenReady } from '../src/modules/interviews/report-builder.ts';
import { createLocalStorage } from '../src/modules/storage/storage.ts';
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
import { api } from './support/server.ts';

const silent = { info: () => undefined, warn: () => undefined };

describe('answer processing: retries, and a recording that cannot be read', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    // No workers: the test runs the job handler itself to watch each attempt.
    server = await startInterviewServer({ ...fixture, engine, workers: false });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  // Three answers, one of them decoded live, and perhaps a follow-up: up to a minute on a loaded machine.
  it(
    'retries a broken recording, then stores it as an empty answer so the report is still built',
    { timeout: 150_000 },
    async () => {
      const user = await createUser(server.db);
      const token = await tokenFor(server.db, user);
      const { interview_id: sessionId } = await createInterview(server, user, { questions: 3 });
      const broken = path.join(fixture.dataDir, 'broken.webm');
      fs.writeFileSync(broken, Buffer.alloc(20_000, 7));

      const room = await RoomClient.open(server);
      const { current } = await room.join(sessionId, token);
      if (current.type !== 'question') throw new Error('no question');
      const second = await answerQuestion(server, room, token, sessionId, current.question_id, broken);
      if (second.type !== 'question') throw new Error('no second question');
      // The second answer's upload failed in the browser: only store_user_recording and video_response arrive.
      await api(server, 'POST', '/t1/interview/store_user_recording', {
        token,
        body: { session_id: sessionId, question_id: second.question_id, duration: 5000 },
      });
      room.send({ type: 'video_response', session_id: sessionId, data: { question_id: second.question_id } });
      const next = await room.next();
      if (next.type !== 'question') throw new Error('no third question');
      const end = await answerQuestion(
        server,
        room,
        token,
        sessionId,
        next.question_id,
        await spokenAnswerWebm('I would measure first and then change one thing at a time.'),
      );
      expect(end).toEqual({ type: 'interview_end' });

      const built: boolean[] = [];
      const processAnswer = createAnswerProcessor({
        db: server.db,
        engine,
        storage: createLocalStorage(fixture.dataDir),
        log: silent,
        // As the workers do: the last processed answer of an interview waiting for its report builds it.
        onAnswerDone: async (id) => void built.push(await buildReportWhenReady(server.db, engine, id)),
      });
      const answers = await server.db
        .selectFrom('answers as a')
        .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
        .select(['a.id', 'q.position', 'q.follow_up_of'])
        .where('q.session_id', '=', sessionId)
        .orderBy('q.position')
        .execute();
      const [brokenAnswer, missingAnswer, goodAnswer] = answers
        .filter((a) => !a.follow_up_of)
        .map((a) => a.id);
      // The interviewer may follow up on the spoken answer (the room client answers it): the report waits for it too.
      const followUpAnswers = answers.filter((a) => a.follow_up_of).map((a) => a.id);
      const row = (id: string) =>
        server.db.selectFrom('answers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

      // An attempt that fails throws (pg-boss retries it) and leaves the answer queued with the reason.
      await expect(processAnswer(brokenAnswer!)).rejects.toThrow(/ffmpeg failed/);
      expect(await row(brokenAnswer!)).toMatchObject({ status: 'queued', attempts: 1 });
      expect((await row(brokenAnswer!)).error).toMatch(/ffmpeg failed/);

      await server.db
        .updateTable('answers')
        .set({ attempts: MAX_ANSWER_ATTEMPTS - 1 })
        .where('id', '=', brokenAnswer!)
        .execute();
      await processAnswer(brokenAnswer!);
      const failed = await row(brokenAnswer!);
      expect(failed.status).toBe('failed');
      expect(failed.evaluation!.level).toBe('Incomplete Response');
      expect(failed.evaluation!.notes).toContain('The recording of this answer could not be processed.');

      await processAnswer(missingAnswer!);
      const missing = await row(missingAnswer!);
      expect(missing.status).toBe('processed');
      expect(missing.evaluation!.notes).toContain('No recording of this answer was received.');

      // The report waits for the last answer, then is built with all three.
      const pending = await api(server, 'POST', '/t1/users/interview_report', {
        token,
        body: { session_id: sessionId },
      });
      expect(pending.status).toBe(202);
      expect(pending.body).toEqual({ success: false, message: 'Your report is being generated' });
      const early = await api(server, 'GET', `/t1/users/interview_report?session_id=${sessionId}`, { token });
      expect(early.status).toBe(409);

      await processAnswer(goodAnswer!);
      expect(await row(goodAnswer!)).toMatchObject({ status: 'processed', attempts: 1 });
      expect((await row(goodAnswer!)).video_path).toBe(`answers/${goodAnswer}.webm`);
      for (const id of followUpAnswers) await processAnswer(id);
      // Built by the last answer processed, and not before.
      expect(built).toEqual([...Array<boolean>(2 + followUpAnswers.length).fill(false), true]);
      // Processing the same answer again changes nothing (a duplicate delivery of the job).
      await processAnswer(goodAnswer!);
      expect((await row(goodAnswer!)).attempts).toBe(1);

      const report = await api<InterviewReport>(
        server,
        'GET',
        `/t1/users/interview_report?session_id=${sessionId}`,
        {
          token,
        },
      );
      expect(report.status).toBe(200);
      const questions = report.body.data!.questions_reports;
      expect(questions.slice(0, 2).map((q) => q.level)).toEqual([
        'Incomplete Response',
        'Incomplete Response',
      ]);
      expect(questions[1]!.recording_url).toBeNull();
      expect(questions[2]!.answer_text.length).toBeGreaterThan(10);
      expect(questions[2]!.recording_url).toMatch(/^\/t1\/users\/interview_recording\//);
      const status = await api<{ status: string }>(server, 'GET', `/t1/interview/${sessionId}`, { token });
      expect(status.body.data!.status).toBe('Report Generated');
    },
  );
});
