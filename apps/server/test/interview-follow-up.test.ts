import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import type { InterviewReport, QuestionMessage, ServerMessage } from '@rehearse/contracts';
import { createUser } from './support/factories.ts';
import { RoomClient } from './support/interview-client.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import { spokenAnswerWebm } from './support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { answerInRealTime, secondsOf } from './support/room-answer.ts';
import { api } from './support/server.ts';
import { until } from './support/until.ts';
import { COMPLETE_ANSWERS, SHORT_GENERAL_ANSWER } from './support/complete-answers.ts';

const FOLLOW_UP_ANSWER =
  'For example, I would measure it first, change one thing, and check the numbers again after the change.';

function question(message: ServerMessage | undefined): QuestionMessage {
  if (message?.type !== 'question') throw new Error(`expected a question, got ${JSON.stringify(message)}`);
  return message;
}

describe('the interviewer follows up on an answer that stayed general, live, over HTTP, WebSocket and tus', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    await engine.warm();
    server = await startInterviewServer({ ...fixture, engine });
  });
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  it('asks one follow-up after the general answer, none after the complete one, and reports it under its question', async () => {
    const user = await createUser(server.db, { name: 'Ravi Candidate' });
    const token = await tokenFor(server.db, user);
    const { interview_id: sessionId } = await createInterview(server, user, { questions: 2, minutes: 10 });
    const planned = await server.db
      .selectFrom('interview_questions')
      .select(['id', 'text'])
      .where('session_id', '=', sessionId)
      .orderBy('position')
      .execute();
    // The complete answer goes to a question that has one surviving speech recognition, the short general one
    // to the other.
    const completeAt = planned.findIndex((q) => COMPLETE_ANSWERS.some((a) => a.about.test(q.text)));
    expect(completeAt, 'a complete answer for one of the two questions').toBeGreaterThanOrEqual(0);
    const complete = COMPLETE_ANSWERS.find((a) => a.about.test(planned[completeAt]!.text))!.text;
    const generalAt = 1 - completeAt;

    let room = await RoomClient.open(server);
    let message = (await room.join(sessionId, token)).current;
    let live: RoomClient['liveFeedback'] = [];
    let followUp: QuestionMessage | null = null;
    for (let index = 0; index < 2; index += 1) {
      const asked = question(message);
      expect(asked).toMatchObject({ question_id: planned[index]!.id, index, total: 2 });
      expect(asked.follow_up_of).toBeUndefined();
      const target = { token, sessionId, questionId: asked.question_id };
      if (index === completeAt) {
        const done = await answerInRealTime(server, room, target, await spokenAnswerWebm(complete));
        // Only this answer's: the last report of an answer before it may still arrive after its next question.
        live = room.liveFeedback.filter((m) => m.question_id === asked.question_id);
        message = done.next;
        // Complete: straight on to the next question of the plan, or the end.
        if (index === 0) expect(question(message).follow_up_of).toBeUndefined();
        else expect(message).toEqual({ type: 'interview_end' });
        continue;
      }
      // The candidate stops for 2 s and presses End Answer once the live transcript has heard the words (all but
      // Festival's last half second of breath): the decision then stands on the whole answer however busy the
      // machine is (how fast End Answer is answered is measured by npm run bench:interview follow-up-latency).
      const words = await secondsOf(await spokenAnswerWebm(SHORT_GENERAL_ANSWER));
      const spoken = await spokenAnswerWebm(SHORT_GENERAL_ANSWER, 'still', 2);
      const done = await answerInRealTime(server, room, target, spoken, { heardBeforeEnd: words - 0.5 });
      followUp = question(done.next);
      expect(followUp).toMatchObject({ follow_up_of: asked.question_id, index, total: 2 });
      expect(followUp.question_id).not.toBe(asked.question_id);
      // A general answer is asked for what it lacked: specifics, in the round's words.
      expect(followUp.text).toMatch(/concrete|specific|example/i);
      const audio = await fetch(`${server.url}${followUp.question_audio_url}`);
      expect(audio.status).toBe(200);
      expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(2000);

      // A reconnect resumes at the follow-up: it is part of the interview now.
      room.close();
      room = await RoomClient.open(server);
      expect((await room.join(sessionId, token)).current).toMatchObject({
        question_id: followUp.question_id,
        follow_up_of: asked.question_id,
      });
      // At most one follow-up per main question: its answer moves on whatever it says.
      const target2 = { token, sessionId, questionId: followUp.question_id };
      message = (await answerInRealTime(server, room, target2, await spokenAnswerWebm(FOLLOW_UP_ANSWER)))
        .next;
      if (index === 0) expect(question(message).follow_up_of).toBeUndefined();
      else expect(message).toEqual({ type: 'interview_end' });
    }

    // Live feedback came while the complete answer (about 20 s) was streamed, every 5 s of speech or sooner.
    console.info('live feedback', JSON.stringify(live));
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const message of live) expect(message).toMatchObject({ session_id: sessionId });
    const elapsed = live.map((m) => m.elapsed_ms);
    expect(elapsed).toEqual([...elapsed].sort((a, b) => a - b));
    expect(Math.max(...elapsed.map((ms, i) => ms - (elapsed[i - 1] ?? 0)))).toBeLessThanOrEqual(5_000);
    const paces = live.map((m) => m.words_per_minute).filter((wpm) => wpm !== null);
    expect(paces.length).toBeGreaterThanOrEqual(2);
    // Festival reads at about 150-190 words per minute.
    for (const wpm of paces) expect(wpm).toBeGreaterThanOrEqual(100);
    for (const wpm of paces) expect(wpm).toBeLessThanOrEqual(230);

    await until(async () => {
      const result = await api(server, 'POST', '/t1/users/interview_report', {
        token,
        body: { session_id: sessionId },
      });
      return result.body.success === true;
    }, 120_000);
    const report = (
      await api<InterviewReport>(server, 'GET', `/t1/users/interview_report?session_id=${sessionId}`, {
        token,
      })
    ).body.data!;
    // The plan's questions, each in its place; the follow-up under the general one.
    expect(report.questions_reports.map((q) => q.question_id)).toEqual(planned.map((q) => q.id));
    expect(report.questions_reports[completeAt]!.follow_up).toBeUndefined();
    const generalEntry = report.questions_reports[generalAt]!;
    expect(generalEntry.follow_up).toMatchObject({
      question_id: followUp!.question_id,
      question_text: followUp!.text,
      follow_up_of: planned[generalAt]!.id,
    });
    expect(generalEntry.follow_up!.answer_text).toMatch(/measure|change|numbers/i);
    expect(generalEntry.follow_up!.recording_url).toMatch(/^\/t1\/users\/interview_recording\//);
  }, 300_000);
});
