import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTE_MSG, type InstituteListItem } from '@rehearse/contracts';
import { createInstitute, createSuperAdmin, createUser, signIn } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

describe("the super admin's institutes list", () => {
  let server: TestServer;
  let superToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    superToken = await signIn(server, await createSuperAdmin(server.db));
  });
  afterAll(() => server?.close());

  const list = async () =>
    (await api<InstituteListItem[]>(server, 'GET', '/t1/institute/institutes', { token: superToken })).body
      .data!;
  const patch = (id: string, body: unknown, token = superToken) =>
    api<{ id: string; institute_name: string }>(server, 'PATCH', `/t1/superAdmin/institutes/${id}`, {
      token,
      body,
    });

  it("shows each institute's admin email, number of users and interviews this month", async () => {
    const inst = await createInstitute(server.db, 'Harbour College');
    const students = await Promise.all(
      [1, 2, 3].map(() => createUser(server.db, { role: 'INSTITUTE_USER', institute_id: inst.id })),
    );
    const interview = (userId: string, createdAt: Date) =>
      server.db
        .insertInto('interview_sessions')
        .values({
          user_id: userId,
          job_title: 'Backend Developer',
          job_description: 'Builds APIs',
          round_type: 'Technical',
          difficulty_level: 'Entry-Level',
          status: 'Not Completed',
          overall_score: null,
          custom_jd: null,
          resume_text: null,
          report: null,
          started_at: null,
          ended_at: null,
          created_at: createdAt,
        })
        .execute();
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 86_400_000);
    await interview(students[0]!.id, now);
    await interview(students[1]!.id, now);
    await interview(inst.admin.id, now);
    await interview(students[2]!.id, lastMonth);
    const row = (await list()).find((i) => i.id === inst.id)!;
    expect(row).toMatchObject({
      institute_name: 'Harbour College',
      admin_email: inst.admin.email,
      users: 3,
      interviews_this_month: 3,
      disabled: false,
    });
  });

  it('renames an institute; its people see the new name', async () => {
    const inst = await createInstitute(server.db, 'Old Name School');
    const result = await patch(inst.id, { institute_name: '  New Name School ' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      message: INSTITUTE_MSG.renamed,
      data: { institute_name: 'New Name School' },
    });
    const pub = await api<{ institute_name: string }>(server, 'GET', `/t1/institute/public/${inst.id}`);
    expect(pub.body.data!.institute_name).toBe('New Name School');
    expect((await patch(inst.id, { institute_name: 'x' })).body.message).toBe(
      'Institute name must be at least 2 characters',
    );
    expect((await patch(inst.id, {})).body.message).toBe(INSTITUTE_MSG.nothingToChange);
  });

  it('disabling ends its sessions and refuses sign-in and sign-up with the reason; enabling lets them back', async () => {
    const inst = await createInstitute(server.db, 'Paused Academy');
    const student = await createUser(server.db, { role: 'INSTITUTE_USER', institute_id: inst.id });
    const studentToken = await signIn(server, student);
    const adminToken = await signIn(server, inst.admin);

    const disabled = await patch(inst.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.message).toBe(INSTITUTE_MSG.disabledSaved);
    expect((await list()).find((i) => i.id === inst.id)!.disabled).toBe(true);

    for (const token of [studentToken, adminToken])
      expect((await api(server, 'GET', '/t1/users/me', { token })).status).toBe(401);
    const login = await api(server, 'POST', '/t1/users/login', {
      body: { email: student.email, password: student.password, instituteID: inst.id },
    });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ success: false, message: INSTITUTE_MSG.disabled });
    // A wrong password still gets the usual answer: the reason is told only to someone who proved who they are.
    const wrong = await api(server, 'POST', '/t1/users/login', {
      body: { email: student.email, password: 'wrong-password', instituteID: inst.id },
    });
    expect(wrong.status).toBe(401);
    const signUp = await api(server, 'POST', '/t1/institute/createInstituteUser', {
      body: {
        user_name: 'New Student',
        user_email: 'new@paused.test',
        user_password: 'secret1',
        institute_id: inst.id,
      },
    });
    expect(signUp.status).toBe(403);
    expect(signUp.body.message).toBe(INSTITUTE_MSG.disabled);

    expect((await patch(inst.id, { disabled: false })).body.message).toBe(INSTITUTE_MSG.enabledSaved);
    expect(
      (
        await api(server, 'POST', '/t1/users/login', {
          body: { email: student.email, password: student.password, instituteID: inst.id },
        })
      ).status,
    ).toBe(200);
  });

  it('only the super admin manages institutes; an unknown id is 404', async () => {
    const inst = await createInstitute(server.db);
    const adminToken = await signIn(server, inst.admin);
    expect((await patch(inst.id, { disabled: true }, adminToken)).status).toBe(403);
    expect(
      (await api(server, 'PATCH', `/t1/superAdmin/institutes/${inst.id}`, { body: { disabled: true } }))
        .status,
    ).toBe(401);
    const missing = await patch('00000000-0000-4000-8000-000000000000', { disabled: true });
    expect(missing.status).toBe(404);
    expect((await patch('not-a-uuid', { disabled: true })).status).toBe(404);
  });
});
