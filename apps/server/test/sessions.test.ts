import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../src/modules/accounts/tokens.ts';
import { createInstitute, createSuperAdmin, createUser, signIn } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

describe('institute login, sessions and logout', () => {
  let server: TestServer;
  let inst: Awaited<ReturnType<typeof createInstitute>>;
  let other: Awaited<ReturnType<typeof createInstitute>>;

  beforeAll(async () => {
    server = await startTestServer();
    inst = await createInstitute(server.db, 'Alpha Academy');
    other = await createInstitute(server.db, 'Beta College');
  });
  afterAll(() => server?.close());

  describe('POST /t1/users/login', () => {
    it('signs an institute user in and returns token, user and institute', async () => {
      const student = await createUser(server.db, {
        role: 'INSTITUTE_USER',
        institute_id: inst.id,
        name: 'Stu Dent',
      });
      const result = await api<{ token: string; user: Record<string, unknown>; institute: unknown }>(
        server,
        'POST',
        '/t1/users/login',
        {
          body: { email: student.email.toUpperCase(), password: student.password, instituteID: inst.id },
        },
      );
      expect(result.status).toBe(200);
      expect(result.body.data!.user).toEqual({
        uniq_id: student.id,
        email: student.email,
        name: 'Stu Dent',
        image: null,
        role: 'INSTITUTE_USER',
        institute: { id: inst.id, institute_name: 'Alpha Academy' },
      });
      expect(result.body.data!.institute).toEqual({ id: inst.id, institute_name: 'Alpha Academy' });
    });

    it('refuses a member of another institute, the super admin and a USER (403) even with the right password', async () => {
      const superAdmin = await createSuperAdmin(server.db);
      const user = await createUser(server.db);
      for (const account of [other.admin, superAdmin, user]) {
        const result = await api(server, 'POST', '/t1/users/login', {
          body: { email: account.email, password: account.password, instituteID: inst.id },
        });
        expect(result.status).toBe(403);
      }
      const result = await api(server, 'POST', '/t1/users/login', {
        body: { email: other.admin.email, password: other.admin.password, instituteID: inst.id },
      });
      expect(result.body).toEqual({
        success: false,
        message: 'This account does not belong to this institute',
      });
    });

    it('refuses a wrong password with 401 and does not reveal membership', async () => {
      const result = await api(server, 'POST', '/t1/users/login', {
        body: { email: other.admin.email, password: 'wrong-pass', instituteID: inst.id },
      });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ success: false, message: 'Invalid email or password' });
    });

    it.each([
      [{ password: 'x', instituteID: 'i' }, 'Email is required'],
      [{ email: 'x@y', password: 'x', instituteID: 'i' }, 'Email is invalid'],
      [{ email: 'x@y.z', instituteID: 'i' }, 'Password is required'],
      [{ email: 'x@y.z', password: 'x' }, 'Institute ID is required'],
      [{ email: 'x@y.z', password: 'x', instituteID: '' }, 'Institute ID is required'],
    ])('rejects %j with "%s"', async (body, message) => {
      const result = await api(server, 'POST', '/t1/users/login', { body });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    });
  });

  describe('tokens', () => {
    it('logout revokes the token on the server', async () => {
      const token = await signIn(server, inst.admin);
      expect((await api(server, 'GET', '/t1/users/me', { token })).status).toBe(200);
      const logout = await api(server, 'POST', '/t1/users/logout', { token });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ success: true, data: {} });
      const after = await api(server, 'GET', '/t1/users/me', { token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ success: false, message: 'Please sign in to continue' });
      expect((await api(server, 'POST', '/t1/users/logout', { token })).status).toBe(401);
    });

    it('logout ends only that session', async () => {
      const first = await signIn(server, inst.admin);
      const second = await signIn(server, inst.admin);
      await api(server, 'POST', '/t1/users/logout', { token: first });
      expect((await api(server, 'GET', '/t1/users/me', { token: second })).status).toBe(200);
    });

    it('refuses no token, a made-up token, a malformed header and an expired token', async () => {
      const { token: expired, hash } = newToken();
      await server.db
        .insertInto('auth_tokens')
        .values({ user_id: inst.admin.id, token_hash: hash, expires_at: new Date(Date.now() - 1000) })
        .execute();
      expect(hashToken(expired)).toBe(hash);
      const cases: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${newToken().token}` },
        { authorization: 'Basic dXNlcjpwYXNz' },
        { authorization: `Bearer ${expired}` },
      ];
      for (const headers of cases) {
        const result = await api(server, 'GET', '/t1/users/me', { headers });
        expect(result.status).toBe(401);
        expect(result.body.success).toBe(false);
      }
      expect((await api(server, 'POST', '/t1/users/logout')).status).toBe(401);
    });
  });

  describe('GET /t1/users/interview_sessions', () => {
    it("returns the caller's own sessions only, newest first (empty for a new account)", async () => {
      const alice = await createUser(server.db);
      const bob = await createUser(server.db);
      const aliceToken = await signIn(server, alice);
      const empty = await api(server, 'GET', '/t1/users/interview_sessions', { token: aliceToken });
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ success: true, data: [] });

      const row = (userId: string, job: string, at: string) => ({
        user_id: userId,
        job_title: job,
        job_description: 'desc',
        round_type: 'Technical',
        difficulty_level: 'Expert',
        status: 'Completed',
        created_at: at,
      });
      await server.db
        .insertInto('interview_sessions')
        .values([
          row(alice.id, 'Backend Developer', '2026-01-01T00:00:00Z'),
          row(alice.id, 'DevOps Engineer', '2026-02-01T00:00:00Z'),
          row(bob.id, 'Secret', '2026-03-01T00:00:00Z'),
        ])
        .execute();
      const result = await api<
        { session_id: string; job_title: string; status: string; overall_score: number | null }[]
      >(server, 'GET', '/t1/users/interview_sessions', { token: aliceToken });
      expect(result.body.data!.map((s) => s.job_title)).toEqual(['DevOps Engineer', 'Backend Developer']);
      expect(result.body.data![0]).toMatchObject({
        status: 'Completed',
        overall_score: null,
        round_type: 'Technical',
        difficulty_level: 'Expert',
      });
      expect(result.body.data![0]!.session_id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses anonymous callers', async () => {
      expect((await api(server, 'GET', '/t1/users/interview_sessions')).status).toBe(401);
    });
  });
});
