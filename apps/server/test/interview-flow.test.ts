import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '@rehearse/engine';
import type { InterviewReport, ServerMessage } from '@rehearse/contracts';
import { createUser } from './support/factories.ts';
import { tokenFor } from './support/interview-factories.ts';
import { answerQuestion, RoomClient } from './support/interview-client.ts';
import { spokenAnswerWebm, wordErrorRate } from './support/interview-media.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { api } from './support/server.ts';
import { until } from './support/until.ts';

const ANSWERS = [
  'I would design the service with a clear REST interface and validate every request before it reaches the database.',
  'An index speeds up reads on the columns we filter by, but every insert has to update it, so I add them carefully.',
  'I write unit tests for the business rules and integration tests that talk to a real database.',
  'When a request is slow I look at the query plan and the logs, then I measure again after the change.',
  'I keep secrets out of the code and rotate them, and every endpoint checks who the caller is.',
];

describe('a whole interview over HTTP, WebSocket and tus with the real speech tools', () => {
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

  it('starts, asks every question with audio, takes the answers and builds a report of what was said', async () => {
    const user = await createUser(server.db, { name: 'Ada Candidate' });
    const token = await tokenFor(server.db, user);
    const form = new FormData();
    form.set('job_title', 'Backend Developer');
    form.set('round_type', 'Technical');
    form.set('difficulty_level', 'Entry-Level');
    const started = await fetch(`${server.url}/t1/interview/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const startBody = (await started.json()) as { data: { interview_id: string } };
    expect(started.status).toBe(200);
    expect(startBody).toMatchObject({
      success: true,
      message: 'Interview created successfully',
      data: { job_title: 'Backend Developer', question_count: 5, time_limit_minutes: 10 },
    });
    const sessionId: string = startBody.data.interview_id;

    const room = await RoomClient.open(server);
    const { details, current } = await room.join(sessionId, token);
    expect(details).toEqual({
      type: 'interview_details',
      data: { round_type: 'Technical', difficulty_level: 'Entry-Level', job_title: 'Backend Developer' },
    });
    let message: ServerMessage = current;
    const asked: string[] = [];
    for (let i = 0; i < 5; i++) {
      if (message.type !== 'question') throw new Error(`expected a question, got ${JSON.stringify(message)}`);
      expect(message).toMatchObject({ index: i, total: 5 });
      asked.push(message.text);
      const audio = await fetch(`${server.url}${message.question_audio_url}`);
      expect(audio.status).toBe(200);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
      expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(2000);
      const file = await spokenAnswerWebm(ANSWERS[i]!);
      // Every other answer is streamed with its length declared at the end, as the room uploads while recording.
      message = await answerQuestion(server, room, token, sessionId, message.question_id, file, {
        stream: i % 2 === 1,
      });
    }
    expect(message).toEqual({ type: 'interview_end' });
    expect((await room.closed).code).toBe(1000);
    expect(new Set(asked).size).toBe(5);

    const details2 = await api<{ status: string; answered_count: number }>(
      server,
      'GET',
      `/t1/interview/${sessionId}`,
      { token },
    );
    expect(details2.body.data).toMatchObject({ status: 'Completed', answered_count: 5, question_count: 5 });

    // The end screen asks for the report and polls until it exists.
    const endedAt = Date.now();
    await until(async () => {
      const result = await api(server, 'POST', '/t1/users/interview_report', {
        token,
        body: { session_id: sessionId },
      });
      if (result.body.success) return true;
      expect(result.body.message).toBe('Your report is being generated');
      return false;
    }, 90_000);
    const reportMs = Date.now() - endedAt;
    console.info(`interview end -> report ready: ${reportMs} ms`);

    const report = await api<InterviewReport>(
      server,
      'GET',
      `/t1/users/interview_report?session_id=${sessionId}`,
      { token },
    );
    expect(report.status).toBe(200);
    const data = report.body.data!;
    expect(data.questions_reports).toHaveLength(5);
    const errorRates = data.questions_reports.map((q, i) => wordErrorRate(ANSWERS[i]!, q.answer_text));
    console.info('word error rates', errorRates.map((r) => r.toFixed(2)).join(' '));
    // Festival speech through webm/Opus into pocketsphinx: about 15-30% of words wrong on average.
    expect(errorRates.reduce((a, b) => a + b, 0) / errorRates.length).toBeLessThanOrEqual(0.35);
    data.questions_reports.forEach((q, i) => {
      expect(q.question_text).toBe(asked[i]);
      expect(errorRates[i]).toBeLessThanOrEqual(0.6);
      expect(q.communication_feedback.eye_contact.value).toBe(72);
      expect(q.recording_url).toMatch(
        /^\/t1\/users\/interview_recording\/[0-9a-f-]+\?expires=\d+&signature=/,
      );
    });
    expect(data.overall_report.overall_score).toBeGreaterThan(0);

    // The recording plays back with seeking.
    const recording = await fetch(`${server.url}${data.questions_reports[0]!.recording_url}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(recording.status).toBe(206);
    expect(recording.headers.get('content-type')).toBe('video/webm');
    expect((await recording.arrayBuffer()).byteLength).toBe(100);

    const sessions = await api<{ session_id: string; status: string; overall_score: number }[]>(
      server,
      'GET',
      '/t1/users/interview_sessions',
      { token },
    );
    expect(sessions.body.data![0]).toMatchObject({
      session_id: sessionId,
      status: 'Report Generated',
      overall_score: data.overall_report.overall_score,
    });

    const feedback = await api<{ id: string }>(server, 'POST', '/t1/interview/feedback', {
      token,
      body: { session_id: sessionId, rating: 4, feedback_message: 'Clear questions' },
    });
    expect(feedback.body).toMatchObject({ success: true, message: 'Feedback Submitted Successfully:' });
    expect(feedback.body.data!.id).toBeTruthy();
  }, 240_000);
});
