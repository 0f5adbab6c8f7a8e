import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROGRESS_METRICS,
  type InterviewReport,
  type RetakeResult,
  type UserProgress,
} from '@rehearse/contracts';
import { type Engine, keyPointSentences } from '@rehearse/engine';
import { createUser } from './support/factories.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { reportedInterview, reportTypedAnswers } from './support/report-factories.ts';
import { api } from './support/server.ts';

const VAGUE = 'um I think it is um basically a thing that helps with um the data and stuff';
const CLEAR =
  'An index is a separate sorted structure that lets the database find rows without scanning the table. It makes reads faster but every insert and update must change it too.';
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const round1 = (x: number) => Math.round(x * 10) / 10;

describe('GET /t1/users/progress', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;

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

  const report = async (token: string, sessionId: string) =>
    (
      await api<InterviewReport>(server, 'GET', `/t1/users/interview_report?session_id=${sessionId}`, {
        token,
      })
    ).body.data!;

  it("returns only the caller's interviews with a report, oldest first, with their reports' numbers", async () => {
    const ada = await createUser(server.db);
    const bo = await createUser(server.db);
    const adaToken = await tokenFor(server.db, ada);
    const boToken = await tokenFor(server.db, bo);
    const later = await reportedInterview(server, engine, ada, [CLEAR, VAGUE], { createdAt: daysAgo(1) });
    const earlier = await reportedInterview(server, engine, ada, [VAGUE, CLEAR], {
      createdAt: daysAgo(3),
      job_title: 'Frontend Developer',
    });
    await createInterview(server, ada, { questions: 2 }); // in progress: no report yet
    const bos = await reportedInterview(server, engine, bo, [CLEAR]);
    // A retake of the earlier interview's first question, answered as vaguely again.
    const retake = await api<RetakeResult>(server, 'POST', '/t1/interview/retake', {
      token: adaToken,
      body: { session_id: earlier.sessionId, question_id: earlier.questionIds[0] },
    });
    expect(retake.status).toBe(200);
    await reportTypedAnswers(server, engine, retake.body.data!.interview_id, [VAGUE]);

    const progress = await api<UserProgress>(server, 'GET', '/t1/users/progress', { token: adaToken });
    expect(progress.status).toBe(200);
    const { interviews, recurring } = progress.body.data!;
    // The retake is not an interview on the charts; Bo's interview and the unfinished one are not listed.
    expect(interviews.map((i) => i.session_id)).toEqual([earlier.sessionId, later.sessionId]);
    expect(interviews.map((i) => i.job_title)).toEqual(['Frontend Developer', 'Backend Developer']);
    expect(Date.parse(interviews[0]!.created_at)).toBeLessThan(Date.parse(interviews[1]!.created_at));

    for (const interview of interviews) {
      const { overall_report: overall, questions_reports: questions } = await report(
        adaToken,
        interview.session_id,
      );
      expect(interview).toMatchObject({
        overall_score: overall.overall_score,
        domain_knowledge_score: overall.domain_knowledge_score,
        articulation_score: overall.articulation_score,
        communication_score: overall.communication_score,
      });
      for (const metric of PROGRESS_METRICS) {
        const values = questions
          .map((q) => q.communication_feedback[metric].value)
          .filter((v): v is number => v !== null);
        const mean = values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;
        expect([metric, interview.metrics[metric]]).toEqual([metric, mean]);
      }
    }
    expect(interviews[0]!.metrics.eye_contact).toBe(55);

    // Recurring: key points missed in two or more answers, counted from the stored evaluations, and "um".
    const evaluations = await server.db
      .selectFrom('answers as a')
      .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
      .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
      .select('a.evaluation')
      .where('s.user_id', '=', ada.id)
      .where('s.status', '=', 'Report Generated')
      .execute();
    const missed = new Map<string, number>();
    for (const { evaluation } of evaluations)
      for (const k of evaluation!.domain_knowledge.key_points ?? [])
        if (!k.covered) missed.set(k.point, (missed.get(k.point) ?? 0) + 1);
    const again = [...missed].filter(([, n]) => n >= 2);
    expect(again.length).toBeGreaterThan(0);
    for (const [point, count] of again.slice(0, 5))
      expect(recurring).toContainEqual({
        kind: 'key_point',
        count,
        text: `${keyPointSentences(point).missing}, which ${count} of your answers did not.`,
      });
    const ums = (
      await Promise.all(
        [earlier.sessionId, later.sessionId, retake.body.data!.interview_id].map((id) =>
          report(adaToken, id),
        ),
      )
    )
      .flatMap((r) => r.questions_reports.flatMap((q) => q.answer_words))
      .filter((w) => w.filler && w.word === 'um').length;
    expect(ums).toBe(9);
    expect(recurring).toContainEqual({
      kind: 'filler',
      count: ums,
      text: `You said "um" as a filler ${ums} times.`,
    });

    const others = await api<UserProgress>(server, 'GET', '/t1/users/progress', { token: boToken });
    expect(others.body.data!.interviews.map((i) => i.session_id)).toEqual([bos.sessionId]);
    expect(others.body.data!.recurring.filter((r) => r.kind === 'filler')).toEqual([]);
  });

  it('shows a first-time user no interviews, and nobody without signing in', async () => {
    const newcomer = await createUser(server.db);
    const empty = await api<UserProgress>(server, 'GET', '/t1/users/progress', {
      token: await tokenFor(server.db, newcomer),
    });
    expect(empty.body).toEqual({ success: true, data: { interviews: [], recurring: [] } });
    const anonymous = await api(server, 'GET', '/t1/users/progress');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
  });
});
