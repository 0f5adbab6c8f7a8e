import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstitute, createSuperAdmin } from './support/factories.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

const TOO_MANY = { success: false, message: 'Too many attempts, please try again later' };

/** Through a proxy that appends the address it saw: whatever the client wrote comes first. */
const viaProxy = (clientWrote: string, proxySaw: string) => ({
  'x-forwarded-for': `${clientWrote}, ${proxySaw}`,
});

describe('login limit per client address behind a proxy', () => {
  it.each([
    ['true (one proxy)', 'true'],
    ['a hop count', '1'],
    ['the proxy addresses', '127.0.0.1, ::1, ::ffff:127.0.0.1'],
  ])('TRUST_PROXY=%s: a client rotating X-Forwarded-For still hits the limit', async (_name, trustProxy) => {
    const server = await startTestServer({ env: { TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const result = await api(server, 'POST', '/t1/users/super_admin_login', {
          body: { email: `probe${i}@example.com`, password: 'wrong-password' },
          headers: viaProxy(`198.51.100.${i}`, '203.0.113.7'),
        });
        statuses.push(result.status);
        if (i === 3) expect(result.body).toEqual(TOO_MANY);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Another client behind the same proxy is counted apart.
      const other = await api(server, 'POST', '/t1/users/super_admin_login', {
        body: { email: 'probe@example.com', password: 'wrong-password' },
        headers: viaProxy('198.51.100.1', '203.0.113.8'),
      });
      expect(other.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('login limit per account', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Two processes on one database, each limiting addresses generously: only the per-account limit bites.
    const env = { TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '1000', ACCOUNT_LOGIN_LIMIT: '3' };
    a = await startTestServer({ env, database });
    b = await startTestServer({ env, database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const superAdminLogin = (server: TestServer, email: string, password: string, from: string) =>
    api(server, 'POST', '/t1/users/super_admin_login', {
      body: { email, password },
      headers: { 'x-forwarded-for': from },
    });

  it('refuses a guesser who changes address and server, even the right password, in the SPEC words', async () => {
    const admin = await createSuperAdmin(a.db, { email: 'Victim@Example.com' });
    const guesses = [
      await superAdminLogin(a, 'victim@example.com', 'guess-1', '198.51.100.1'),
      await superAdminLogin(b, 'VICTIM@example.com', 'guess-2', '198.51.100.2'),
      await superAdminLogin(a, ' victim@example.com ', 'guess-3', '198.51.100.3'),
    ];
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401]);
    const right = await superAdminLogin(b, 'victim@example.com', admin.password, '198.51.100.4');
    expect(right.status).toBe(429);
    expect(right.body).toEqual(TOO_MANY);
    // Other accounts are not affected.
    const bystander = await createSuperAdmin(a.db);
    expect((await superAdminLogin(a, bystander.email, bystander.password, '198.51.100.1')).status).toBe(200);
  });

  it('counts institute sign-ins too, and a successful sign-in starts the count again', async () => {
    const institute = await createInstitute(a.db);
    const { email, password } = institute.admin;
    const login = (server: TestServer, pass: string) =>
      api(server, 'POST', '/t1/users/login', {
        body: { email, password: pass, instituteID: institute.id },
      });
    expect((await login(a, 'wrong-1')).status).toBe(401);
    expect((await login(b, 'wrong-2')).status).toBe(401);
    expect((await login(a, password)).status).toBe(200);
    expect((await login(b, 'wrong-3')).status).toBe(401);
    expect((await login(a, 'wrong-4')).status).toBe(401);
    expect((await login(b, password)).status).toBe(200);
  });
});
