import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountService } from '../src/modules/accounts/account-service.ts';
import { createInstitute, createSuperAdmin, createUser, type TestUser } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

describe('POST /t1/users/super_admin_login', () => {
  let server: TestServer;
  let admin: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createSuperAdmin(server.db, { email: 'Chief@Example.com' });
  });
  afterAll(() => server?.close());

  it('signs the super admin in with a token and the SPEC user object', async () => {
    const result = await api<{ token: string; user: Record<string, unknown> }>(
      server,
      'POST',
      '/t1/users/super_admin_login',
      {
        body: { email: 'chief@example.com', password: admin.password },
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.message).toBe('Successfully logged in!');
    expect(result.body.data!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.body.data!.user).toEqual({
      uniq_id: admin.id,
      email: 'Chief@Example.com',
      name: 'Super Admin',
      image: null,
      role: 'SUPER_ADMIN',
      institute: null,
    });
    const me = await api(server, 'GET', '/t1/users/me', { token: result.body.data!.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ uniq_id: admin.id, role: 'SUPER_ADMIN' });
  });

  it('stores only a hash of the token', async () => {
    const result = await api<{ token: string }>(server, 'POST', '/t1/users/super_admin_login', {
      body: { email: admin.email, password: admin.password },
    });
    const rows = await server.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(result.body.data!.token);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const wrong = await api(server, 'POST', '/t1/users/super_admin_login', {
      body: { email: admin.email, password: 'nope-nope' },
    });
    const unknown = await api(server, 'POST', '/t1/users/super_admin_login', {
      body: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    for (const result of [wrong, unknown]) {
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('refuses accounts that are not the super admin', async () => {
    const institute = await createInstitute(server.db);
    const user = await createUser(server.db);
    for (const account of [institute.admin, user]) {
      const result = await api(server, 'POST', '/t1/users/super_admin_login', {
        body: { email: account.email, password: account.password },
      });
      expect(result.status).toBe(401);
    }
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'x' }, 'Email is invalid'],
    [{ email: 'a@b.co' }, 'Password is required'],
    [{ email: 'a@b.co', password: '' }, 'Password is required'],
  ])('rejects %j with "%s"', async (body, message) => {
    const result = await api(server, 'POST', '/t1/users/super_admin_login', { body });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message });
  });
});

describe('login rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => server?.close());

  it.each([
    '/t1/users/super_admin_login',
    '/t1/users/login',
    '/t1/users/google_login',
    '/t1/institute/createInstituteUser',
  ])('answers 429 in the envelope on %s', async (path) => {
    const body = { email: 'a@b.co', password: 'whatever', instituteID: 'x' };
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await api(server, 'POST', path, { body });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect(last!.body).toEqual({ success: false, message: 'Too many attempts, please try again later' });
  });
});

describe('super admin bootstrap', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('creates the super admin once, with a generated password that works', async () => {
    const accounts = createAccountService({ db: server.db, config: server.config });
    const first = await accounts.ensureSuperAdmin('boss@example.com', undefined, () => 'generated-pass-123');
    expect(first).toEqual({ email: 'boss@example.com', password: 'generated-pass-123', generated: true });
    const second = await accounts.ensureSuperAdmin('boss@example.com', undefined, () => 'other-pass-456');
    expect(second).toBeNull();
    const login = await api(server, 'POST', '/t1/users/super_admin_login', {
      body: { email: 'boss@example.com', password: 'generated-pass-123' },
    });
    expect(login.status).toBe(200);
  });
});
