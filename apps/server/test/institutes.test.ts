import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstitute, createSuperAdmin, createUser, signIn, type TestUser } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

type Inst = Awaited<ReturnType<typeof createInstitute>>;

describe('institutes', () => {
  let server: TestServer;
  let superAdmin: TestUser;
  let superToken: string;
  let instA: Inst;
  let instB: Inst;
  let adminAToken: string;
  let userToken: string;
  let instUserToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    superAdmin = await createSuperAdmin(server.db);
    superToken = await signIn(server, superAdmin);
    instA = await createInstitute(server.db, 'Alpha Academy');
    instB = await createInstitute(server.db, 'Beta College');
    adminAToken = await signIn(server, instA.admin);
    userToken = await signIn(server, await createUser(server.db));
    instUserToken = await signIn(
      server,
      await createUser(server.db, { role: 'INSTITUTE_USER', institute_id: instA.id }),
    );
  });
  afterAll(() => server?.close());

  describe('POST /t1/superAdmin/createInstitute', () => {
    const body = () => ({
      instituteName: 'Gamma School',
      email: `gamma-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'secret1',
    });

    it('creates the institute and its admin, who can then sign in', async () => {
      const input = body();
      const result = await api<{ institute_id: string }>(server, 'POST', '/t1/superAdmin/createInstitute', {
        token: superToken,
        body: input,
      });
      expect(result.status).toBe(200);
      const id = result.body.data!.institute_id;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(result.body.message).toBe(`Institute with ID ${id} onboarded successfully!`);
      const login = await api<{ user: { role: string; institute: unknown }; institute: unknown }>(
        server,
        'POST',
        '/t1/users/login',
        {
          body: { email: input.email, password: input.password, instituteID: id },
        },
      );
      expect(login.status).toBe(200);
      expect(login.body.data!.user.role).toBe('INSTITUTE_ADMIN');
      expect(login.body.data!.institute).toEqual({ id, institute_name: 'Gamma School' });
      expect(login.body.data!.user.institute).toEqual({ id, institute_name: 'Gamma School' });
    });

    it('refuses anonymous (401), a USER, an institute admin and an institute user (403)', async () => {
      expect((await api(server, 'POST', '/t1/superAdmin/createInstitute', { body: body() })).status).toBe(
        401,
      );
      for (const token of [userToken, adminAToken, instUserToken]) {
        const result = await api(server, 'POST', '/t1/superAdmin/createInstitute', { token, body: body() });
        expect(result.status).toBe(403);
        expect(result.body).toEqual({ success: false, message: 'You do not have permission to do this' });
      }
    });

    it('checks who is asking before looking at the body', async () => {
      const result = await api(server, 'POST', '/t1/superAdmin/createInstitute', { body: {} });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ success: false, message: 'Please sign in to continue' });
    });

    it('refuses a taken email in any case with 409 and creates no institute', async () => {
      const before = (await server.db.selectFrom('institutes').select('id').execute()).length;
      const result = await api(server, 'POST', '/t1/superAdmin/createInstitute', {
        token: superToken,
        body: { instituteName: 'Dup School', email: instA.admin.email.toUpperCase(), password: 'secret1' },
      });
      expect(result.status).toBe(409);
      expect(result.body).toEqual({ success: false, message: 'An account with this email already exists' });
      expect((await server.db.selectFrom('institutes').select('id').execute()).length).toBe(before);
    });

    it.each([
      [{ email: 'a@b.co', password: 'secret1' }, 'Institute name is required'],
      [{ instituteName: '  ', email: 'a@b.co', password: 'secret1' }, 'Institute name is required'],
      [
        { instituteName: 'X', email: 'a@b.co', password: 'secret1' },
        'Institute name must be at least 2 characters',
      ],
      [{ instituteName: 'School', password: 'secret1' }, 'Email is required'],
      [{ instituteName: 'School', email: 'a@b', password: 'secret1' }, 'Email is invalid'],
      [{ instituteName: 'School', email: 'a@b.co' }, 'Password is required'],
      [
        { instituteName: 'School', email: 'a@b.co', password: '12345' },
        'Password must be at least 6 characters',
      ],
    ])('rejects %j with "%s"', async (input, message) => {
      const result = await api(server, 'POST', '/t1/superAdmin/createInstitute', {
        token: superToken,
        body: input,
      });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    });
  });

  describe('GET /t1/institute/institutes', () => {
    it('lists every institute for the super admin, newest first', async () => {
      const result = await api<{ id: string; institute_name: string; created_at: string }[]>(
        server,
        'GET',
        '/t1/institute/institutes',
        { token: superToken },
      );
      expect(result.status).toBe(200);
      const names = result.body.data!.map((i) => i.institute_name);
      expect(names).toEqual(expect.arrayContaining(['Alpha Academy', 'Beta College']));
      expect(names.indexOf('Beta College')).toBeLessThan(names.indexOf('Alpha Academy'));
      expect(Object.keys(result.body.data![0]!).sort()).toEqual([
        'admin_email',
        'created_at',
        'disabled',
        'id',
        'institute_name',
        'interviews_this_month',
        'users',
      ]);
      expect(Number.isNaN(Date.parse(result.body.data![0]!.created_at))).toBe(false);
    });

    it('refuses anonymous (401) and every other role (403)', async () => {
      expect((await api(server, 'GET', '/t1/institute/institutes')).status).toBe(401);
      for (const token of [userToken, adminAToken, instUserToken]) {
        expect((await api(server, 'GET', '/t1/institute/institutes', { token })).status).toBe(403);
      }
    });
  });

  describe('POST /t1/institute/createInstituteUser', () => {
    let n = 0;
    const body = (instituteId: string) => ({
      user_name: 'Ada Lovelace',
      user_email: `ada${++n}-${Date.now()}@example.com`,
      user_password: 'secret1',
      institute_id: instituteId,
    });

    it('lets a person sign up anonymously and get a session', async () => {
      const input = body(instA.id);
      const result = await api<{ token: string; user: Record<string, unknown> }>(
        server,
        'POST',
        '/t1/institute/createInstituteUser',
        { body: input },
      );
      expect(result.status).toBe(200);
      expect(result.body.message).toBe('Account created successfully!');
      expect(result.body.data!.user).toMatchObject({
        email: input.user_email,
        name: 'Ada Lovelace',
        role: 'INSTITUTE_USER',
        institute: { id: instA.id, institute_name: 'Alpha Academy' },
      });
      const me = await api(server, 'GET', '/t1/users/me', { token: result.body.data!.token });
      expect(me.body.data).toMatchObject({ email: input.user_email, role: 'INSTITUTE_USER' });
    });

    it('lets the super admin create a user in any institute (no session handed out)', async () => {
      const result = await api<{ token?: string; user: { institute: { id: string } } }>(
        server,
        'POST',
        '/t1/institute/createInstituteUser',
        { token: superToken, body: body(instB.id) },
      );
      expect(result.status).toBe(200);
      expect(result.body.message).toBe('Institute User created successfully');
      expect(result.body.data!.token).toBeUndefined();
      expect(result.body.data!.user.institute.id).toBe(instB.id);
    });

    it('lets an institute admin create users in their own institute only', async () => {
      const own = await api(server, 'POST', '/t1/institute/createInstituteUser', {
        token: adminAToken,
        body: body(instA.id),
      });
      expect(own.status).toBe(200);
      const other = await api(server, 'POST', '/t1/institute/createInstituteUser', {
        token: adminAToken,
        body: body(instB.id),
      });
      expect(other.status).toBe(403);
    });

    it('refuses signed-in users and institute users (403)', async () => {
      for (const token of [userToken, instUserToken]) {
        expect(
          (await api(server, 'POST', '/t1/institute/createInstituteUser', { token, body: body(instA.id) }))
            .status,
        ).toBe(403);
      }
    });

    it('answers 404 for an unknown or malformed institute id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const result = await api(server, 'POST', '/t1/institute/createInstituteUser', { body: body(id) });
        expect(result.status).toBe(404);
        expect(result.body).toEqual({ success: false, message: 'Institute not found' });
      }
    });

    it('refuses a taken email (409)', async () => {
      const result = await api(server, 'POST', '/t1/institute/createInstituteUser', {
        body: { ...body(instA.id), user_email: superAdmin.email.toUpperCase() },
      });
      expect(result.status).toBe(409);
      expect(result.body.message).toBe('An account with this email already exists');
    });

    it.each([
      [{ user_email: 'a@b.co', user_password: 'secret1', institute_id: 'x' }, 'Name is required'],
      [
        { user_name: 'A', user_email: 'a@b.co', user_password: 'secret1', institute_id: 'x' },
        'Name must be at least 2 characters',
      ],
      [{ user_name: 'Ada', user_password: 'secret1', institute_id: 'x' }, 'Email is required'],
      [
        { user_name: 'Ada', user_email: 'ada', user_password: 'secret1', institute_id: 'x' },
        'Email is invalid',
      ],
      [{ user_name: 'Ada', user_email: 'a@b.co', institute_id: 'x' }, 'Password is required'],
      [
        { user_name: 'Ada', user_email: 'a@b.co', user_password: '123', institute_id: 'x' },
        'Password must be at least 6 characters',
      ],
      [{ user_name: 'Ada', user_email: 'a@b.co', user_password: 'secret1' }, 'Institute ID is required'],
    ])('rejects %j with "%s"', async (input, message) => {
      const result = await api(server, 'POST', '/t1/institute/createInstituteUser', { body: input });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ success: false, message });
    });
  });

  describe('GET /t1/institute/instusers', () => {
    it("shows an institute admin their own institute's users only", async () => {
      const mine = await createUser(server.db, {
        role: 'INSTITUTE_USER',
        institute_id: instA.id,
        name: 'Mine',
      });
      const theirs = await createUser(server.db, {
        role: 'INSTITUTE_USER',
        institute_id: instB.id,
        name: 'Theirs',
      });
      const result = await api<{ id: string; name: string; email: string; created_at: string }[]>(
        server,
        'GET',
        '/t1/institute/instusers',
        { token: adminAToken },
      );
      expect(result.status).toBe(200);
      const ids = result.body.data!.map((u) => u.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
      expect(Object.keys(result.body.data![0]!).sort()).toEqual(['created_at', 'email', 'id', 'name']);
    });

    it('refuses anonymous (401), the super admin, a USER and an institute user (403)', async () => {
      expect((await api(server, 'GET', '/t1/institute/instusers')).status).toBe(401);
      for (const token of [superToken, userToken, instUserToken]) {
        expect((await api(server, 'GET', '/t1/institute/instusers', { token })).status).toBe(403);
      }
    });
  });

  describe('GET /t1/institute/public/:id', () => {
    it('gives anyone the name for branding, 404 otherwise', async () => {
      const found = await api(server, 'GET', `/t1/institute/public/${instB.id}`);
      expect(found.body).toEqual({ success: true, data: { id: instB.id, institute_name: 'Beta College' } });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const missing = await api(server, 'GET', `/t1/institute/public/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ success: false, message: 'Institute not found' });
      }
    });
  });
});
