import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COHORT_MSG,
  type CohortStudent,
  type InterviewReport,
  type InterviewSession,
  type UserProgress,
} from '@rehearse/contracts';
import type { Engine } from '@rehearse/engine';
import { createInstitute, createSuperAdmin, createUser } from './support/factories.ts';
import { createInterview, tokenFor } from './support/interview-factories.ts';
import {
  createInterviewFixture,
  startInterviewServer,
  testEngine,
  type InterviewTestServer,
} from './support/interview-server.ts';
import { reportedInterview } from './support/report-factories.ts';
import { api } from './support/server.ts';

const VAGUE = 'um I think it is um basically a thing that helps with um the data and stuff';
const CLEAR =
  'An index is a separate sorted structure that lets the database find rows without scanning the table. It makes reads faster but every insert and update must change it too.';
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round1 = (x: number) => Math.round(x * 10) / 10;

describe('the cohort of an institute admin', () => {
  let fixture: Awaited<ReturnType<typeof createInterviewFixture>>;
  let engine: Engine;
  let server: InterviewTestServer;
  let north: Awaited<ReturnType<typeof createInstitute>>;
  let south: Awaited<ReturnType<typeof createInstitute>>;
  let northToken: string;
  let southToken: string;
  let asha: { id: string; email: string; role: 'INSTITUTE_USER' };
  let ben: { id: string; role: 'INSTITUTE_USER' };
  let southStudent: { id: string; role: 'INSTITUTE_USER' };
  const reports: { sessionId: string; created: Date }[] = [];

  beforeAll(async () => {
    fixture = await createInterviewFixture();
    engine = testEngine();
    server = await startInterviewServer({ ...fixture, engine, workers: false });
    north = await createInstitute(server.db, 'North College');
    south = await createInstitute(server.db, 'South College');
    northToken = await tokenFor(server.db, north.admin);
    southToken = await tokenFor(server.db, south.admin);
    asha = (await createUser(server.db, {
      role: 'INSTITUTE_USER',
      institute_id: north.id,
      name: 'Asha Verma',
    })) as typeof asha;
    ben = (await createUser(server.db, {
      role: 'INSTITUTE_USER',
      institute_id: north.id,
      name: 'Ben Okafor',
    })) as typeof ben;
    southStudent = (await createUser(server.db, {
      role: 'INSTITUTE_USER',
      institute_id: south.id,
      name: 'Sam South',
    })) as typeof southStudent;
    for (const [answers, days] of [
      [[VAGUE, VAGUE], 20],
      [[VAGUE, CLEAR], 10],
      [[CLEAR, CLEAR], 1],
    ] as const) {
      const created = daysAgo(days);
      const { sessionId } = await reportedInterview(server, engine, asha, [...answers], {
        createdAt: created,
      });
      reports.push({ sessionId, created });
    }
    await reportedInterview(server, engine, southStudent, [CLEAR]);
    // Ben started once and never finished: no report.
    await createInterview(server, ben);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await engine?.close();
    await fixture?.cleanup();
  });

  const cohortOf = async (token: string) =>
    api<{ students: CohortStudent[] }>(server, 'GET', '/t1/institute/cohort', { token });

  it("lists only the admin's own students, with their reports' averages, trend and weakest area", async () => {
    const result = await cohortOf(northToken);
    expect(result.status).toBe(200);
    const students = result.body.data!.students;
    expect(students.map((s) => s.name)).toEqual(['Asha Verma', 'Ben Okafor']);

    const rows = await server.db
      .selectFrom('interview_sessions')
      .select(['overall_score', 'summary', 'created_at'])
      .where('user_id', '=', asha.id)
      .orderBy('created_at')
      .execute();
    const scores = rows.map((r) => r.summary!.scores);
    const a = students[0]!;
    expect(a.interviews).toBe(3);
    expect(a.last_interview_at).toBe(reports[2]!.created.toISOString());
    expect(a.average_overall).toBe(round1(mean(rows.map((r) => r.overall_score!))));
    expect(a.average_domain_knowledge).toBe(round1(mean(scores.map((s) => s.domain_knowledge_score))));
    expect(a.average_articulation).toBe(round1(mean(scores.map((s) => s.articulation_score))));
    expect(a.average_communication).toBe(round1(mean(scores.map((s) => s.communication_score))));
    const overall = rows.map((r) => r.overall_score!);
    expect(a.trend).toBe(round1(overall[2]! - mean([overall[0]!, overall[1]!])));
    const areas = {
      domain_knowledge: a.average_domain_knowledge!,
      articulation: a.average_articulation!,
      communication: a.average_communication!,
    };
    const lowest = Math.min(...Object.values(areas));
    expect(areas[a.weakest_area!]).toBe(lowest);

    expect(students[1]).toMatchObject({
      name: 'Ben Okafor',
      interviews: 1,
      average_overall: null,
      average_domain_knowledge: null,
      average_articulation: null,
      average_communication: null,
      trend: null,
      weakest_area: null,
    });
    const south = (await cohortOf(southToken)).body.data!.students;
    expect(south.map((s) => s.name)).toEqual(['Sam South']);
  });

  it("opens a student's progress, interviews and reports read only, without recordings", async () => {
    const progress = await api<UserProgress>(server, 'GET', `/t1/institute/students/${asha.id}/progress`, {
      token: northToken,
    });
    expect(progress.status).toBe(200);
    expect(progress.body.data!.interviews.map((i) => i.session_id)).toEqual(reports.map((r) => r.sessionId));

    const list = await api<InterviewSession[]>(
      server,
      'GET',
      `/t1/institute/students/${asha.id}/interviews`,
      {
        token: northToken,
      },
    );
    expect(list.body.data!.map((s) => s.session_id).sort()).toEqual(reports.map((r) => r.sessionId).sort());

    const report = await api<InterviewReport>(
      server,
      'GET',
      `/t1/institute/students/${asha.id}/report?session_id=${reports[2]!.sessionId}`,
      { token: northToken },
    );
    expect(report.status).toBe(200);
    expect(report.body.data!.questions_reports).toHaveLength(2);
    expect(report.body.data!.questions_reports.every((q) => q.recording_url === null)).toBe(true);
    const own = await api<InterviewReport>(
      server,
      'GET',
      `/t1/users/interview_report?session_id=${reports[2]!.sessionId}`,
      { token: await tokenFor(server.db, asha) },
    );
    expect(report.body.data!.overall_report).toEqual(own.body.data!.overall_report);
  });

  it("refuses another institute's admin (not found) and every other role", async () => {
    for (const path of [
      `/t1/institute/students/${asha.id}`,
      `/t1/institute/students/${asha.id}/progress`,
      `/t1/institute/students/${asha.id}/interviews`,
      `/t1/institute/students/${asha.id}/report?session_id=${reports[0]!.sessionId}`,
    ]) {
      const result = await api(server, 'GET', path, { token: southToken });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ success: false, message: COHORT_MSG.studentNotFound });
    }
    // A report of another student cannot be reached through one's own student either.
    const crossed = await api(
      server,
      'GET',
      `/t1/institute/students/${southStudent.id}/report?session_id=${reports[0]!.sessionId}`,
      { token: southToken },
    );
    expect(crossed.status).toBe(404);
    // The admin is not their own student; a made-up id is not found.
    expect(
      (await api(server, 'GET', `/t1/institute/students/${north.admin.id}`, { token: northToken })).status,
    ).toBe(404);
    expect((await api(server, 'GET', '/t1/institute/students/not-an-id', { token: northToken })).status).toBe(
      404,
    );

    const others = [
      await tokenFor(server.db, asha),
      await tokenFor(server.db, await createUser(server.db)),
      await tokenFor(server.db, await createSuperAdmin(server.db)),
    ];
    for (const token of others) {
      expect((await cohortOf(token)).status).toBe(403);
      expect((await api(server, 'GET', `/t1/institute/students/${asha.id}/progress`, { token })).status).toBe(
        403,
      );
    }
    expect((await api(server, 'GET', '/t1/institute/cohort')).status).toBe(401);
  });
});
