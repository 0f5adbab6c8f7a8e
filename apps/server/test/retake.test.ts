import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERVIEW_MSG,
  INTERVIEW_SERVER_MSG,
  RETAKE_MSG,
  type InterviewAllowance,
  type InterviewDetails,
  type InterviewReport,
  type RetakeResult,
} from '@rehearse/contracts';
import type { Engine } from '@rehearse/engine';
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
import { reportedInterview, reportTypedAnswers } from './support/report-factories.ts';
import { api } from './support/server.ts';
import { until } from './support/until.ts';
import { COMPLETE_ANSWERS } from './support/complete-answers.ts';

const run = promisify(execFile);
const VAGUE = 'I think it is basically a thing that helps the database with the data and stuff.';

describe('POST /t1/interview/retake', () => {
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

  const retake = (token: string, session_id: string, question_id: string) =>
    api<RetakeResult>(server, 'POST', '/t1/interview/retake', { token, body: { session_id, question_id } });
  const allowance = async (token: string) =>
    (await api<InterviewAllowance>(server, 'GET', '/t1/users/allowance', { token })).body.data!;
  const start = (token: string) => {
    const form = new FormData();
    form.set('job_title', 'Backend Developer');
    form.set('round_type', 'Technical');
    form.set('difficulty_level', 'Entry-Level');
    return fetch(`${server.url}/t1/interview/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };

  it('runs one question in the room, uses no interview of the plan, and its report shows the change', async () => {
    const user = await createUser(server.db); // Free plan: 2 interviews
    const token = await tokenFor(server.db, user);
    const first = await reportedInterview(server, engine, user, [VAGUE, VAGUE]);
    // The retake answers the question well: the retaken question is one of the two with a complete spoken answer
    // (the plan is drawn at random; at most one bank question has none).
    const texts = await server.db
      .selectFrom('interview_questions')
      .select(['id', 'text'])
      .where('id', 'in', first.questionIds)
      .execute();
    const at = first.questionIds.findIndex((id) =>
      COMPLETE_ANSWERS.some((a) => a.about.test(texts.find((q) => q.id === id)!.text)),
    );
    expect(at, 'a complete answer for one of the two questions').toBeGreaterThanOrEqual(0);
    const retaken = first.questionIds[at]!;
    const spoken = COMPLETE_ANSWERS.find((a) =>
      a.about.test(texts.find((q) => q.id === retaken)!.text),
    )!.text;
    expect(await allowance(token)).toEqual({
      plan: 'FREE',
      period: 'total',
      interviews: 2,
      left: 1,
      extra_interviews: 0,
    });

    const created = await retake(token, first.sessionId, retaken);
    expect(created.status).toBe(200);
    const retakeId = created.body.data!.interview_id;
    expect(created.body.data).toMatchObject({ job_title: 'Backend Developer', question_count: 1 });
    const details = await api<InterviewDetails>(server, 'GET', `/t1/interview/${retakeId}`, { token });
    expect(details.body.data).toMatchObject({ status: 'In Progress', question_count: 1, answered_count: 0 });
    expect((await allowance(token)).left).toBe(1);

    // The same room as any interview: the question with its audio, one answer, then the end.
    const room = await RoomClient.open(server);
    const { current } = await room.join(retakeId, token);
    if (current.type !== 'question') throw new Error(`expected the question, got ${JSON.stringify(current)}`);
    const asked = await server.db
      .selectFrom('interview_questions')
      .select(['text', 'rubric'])
      .where('id', '=', retaken)
      .executeTakeFirstOrThrow();
    expect(current).toMatchObject({ text: asked.text, index: 0, total: 1 });
    expect((await fetch(`${server.url}${current.question_audio_url}`)).status).toBe(200);
    const end = await answerQuestion(
      server,
      room,
      token,
      retakeId,
      current.question_id,
      await spokenAnswerWebm(spoken),
    );
    expect(end).toEqual({ type: 'interview_end' });
    room.close();
    await until(
      async () =>
        (await api(server, 'POST', '/t1/users/interview_report', { token, body: { session_id: retakeId } }))
          .status === 200,
      120_000,
      500,
    );

    const firstReport = (
      await api<InterviewReport>(server, 'GET', `/t1/users/interview_report?session_id=${first.sessionId}`, {
        token,
      })
    ).body.data!;
    const { body } = await api<InterviewReport>(
      server,
      'GET',
      `/t1/users/interview_report?session_id=${retakeId}`,
      { token },
    );
    const [item] = body.data!.questions_reports;
    expect(item!.question_text).toBe(asked.text);
    expect(item!.attempts).toEqual([
      {
        session_id: first.sessionId,
        created_at: expect.any(String),
        score: firstReport.questions_reports[at]!.score,
        current: false,
      },
      { session_id: retakeId, created_at: expect.any(String), score: item!.score, current: true },
    ]);
    expect(item!.score).toBeGreaterThan(firstReport.questions_reports[at]!.score);
    // The first report shows the retake too.
    expect(firstReport.questions_reports[at]!.attempts.map((a) => [a.session_id, a.current])).toEqual([
      [first.sessionId, true],
      [retakeId, false],
    ]);
    expect(firstReport.questions_reports[1 - at]!.attempts).toHaveLength(1);

    // A bank question: its strong answer is the model answer, with the key points it covers.
    expect(item!.model_answer.text).toBe(asked.rubric.strong_answer.replace(/([^.!?])$/, '$1.'));
    expect(item!.model_answer.covers).toEqual(asked.rubric.key_points);
    expect(item!.model_answer.covers.length).toBeGreaterThan(0);

    // The transcript is timed inside the recording.
    const recording = await fetch(`${server.url}${item!.recording_url}`);
    expect(recording.status).toBe(200);
    const file = path.join(fixture.dataDir, 'retake-recording.webm');
    fs.writeFileSync(file, Buffer.from(await recording.arrayBuffer()));
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      file,
    ]);
    const seconds = Number(stdout.trim());
    expect(seconds).toBeGreaterThan(5);
    expect(item!.answer_words.length).toBeGreaterThan(15);
    for (const [i, w] of item!.answer_words.entries()) {
      expect(w.start).toBeGreaterThanOrEqual(0);
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.end).toBeLessThanOrEqual(seconds);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(item!.answer_words[i - 1]!.start);
    }
    // ... and it is the answer that was said: most of its longer words are heard.
    const heard = new Set(item!.answer_words.map((w) => w.word.toLowerCase().replace(/[^a-z]/g, '')));
    const said = [...new Set(spoken.toLowerCase().match(/[a-z]{7,}/g))];
    expect(said.filter((w) => heard.has(w)).length).toBeGreaterThanOrEqual(said.length / 2);

    // Still one interview left, and taking it works.
    expect((await allowance(token)).left).toBe(1);
    expect((await start(token)).status).toBe(200);
    expect((await allowance(token)).left).toBe(0);
    const spent = await start(token);
    expect(spent.status).toBe(403);
    expect(await spent.json()).toEqual({ success: false, message: INTERVIEW_SERVER_MSG.freeLimit });
    // The dashboard lists the retake as one, without a change against the interviews of the role.
    const list = await api<{ session_id: string; retake: boolean; score_change: number | null }[]>(
      server,
      'GET',
      '/t1/users/interview_sessions',
      { token },
    );
    expect(list.body.data!.find((s) => s.session_id === retakeId)).toMatchObject({
      retake: true,
      score_change: null,
    });
  }, 240_000);

  it("refuses another user's interview, a question not in it, an interview without a report, and a fourth retake", async () => {
    const owner = await createUser(server.db);
    const stranger = await createUser(server.db);
    const token = await tokenFor(server.db, owner);
    const strangerToken = await tokenFor(server.db, stranger);
    const first = await reportedInterview(server, engine, owner, [VAGUE]);
    const other = await reportedInterview(server, engine, owner, [VAGUE]);
    const question = first.questionIds[0]!;

    const foreign = await retake(strangerToken, first.sessionId, question);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, message: INTERVIEW_MSG.notFound });
    const elsewhere = await retake(token, first.sessionId, other.questionIds[0]!);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ success: false, message: RETAKE_MSG.questionNotFound });
    const missing = await api(server, 'POST', '/t1/interview/retake', {
      token,
      body: { session_id: first.sessionId },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, message: INTERVIEW_MSG.required });
    const unfinished = await createInterview(server, owner, { questions: 1 });
    const unfinishedQuestion = await server.db
      .selectFrom('interview_questions')
      .select('id')
      .where('session_id', '=', unfinished.interview_id)
      .executeTakeFirstOrThrow();
    const early = await retake(token, unfinished.interview_id, unfinishedQuestion.id);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ success: false, message: RETAKE_MSG.noReport });

    const retakes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const made = await retake(token, first.sessionId, question);
      expect(made.status).toBe(200);
      retakes.push(made.body.data!.interview_id);
    }
    const fourth = await retake(token, first.sessionId, question);
    expect(fourth.status).toBe(403);
    expect(fourth.body).toEqual({ success: false, message: RETAKE_MSG.limit });
    // A retake of a retake is an attempt at the same question.
    const retakeOfRetake = retakes[0]!;
    await reportTypedAnswers(server, engine, retakeOfRetake, [VAGUE]);
    const retakeQuestion = await server.db
      .selectFrom('interview_questions')
      .select('id')
      .where('session_id', '=', retakeOfRetake)
      .executeTakeFirstOrThrow();
    const again = await retake(token, retakeOfRetake, retakeQuestion.id);
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ success: false, message: RETAKE_MSG.limit });
    // Other questions keep their own count.
    expect((await retake(token, other.sessionId, other.questionIds[0]!)).status).toBe(200);
    const rows = await server.db
      .selectFrom('interview_sessions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('retake_of', '=', question)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(3);
  });
});
