import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstitute, signIn } from './support/factories.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

/** Each server caches sessions (ADR 080): a logout anywhere must still end the session everywhere. */
describe('logout with several servers on one database', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({ database });
    b = await startTestServer({ database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('a session logged out on one server is refused by another that had just served it', async () => {
    const institute = await createInstitute(a.db);
    const token = await signIn(a, institute.admin);
    const other = await signIn(a, institute.admin);
    // B serves (and so caches) both sessions.
    for (const t of [token, other])
      expect((await api(b, 'GET', '/t1/users/me', { token: t })).status).toBe(200);

    expect((await api(a, 'POST', '/t1/users/logout', { token })).status).toBe(200);
    // The logout reaches B through PostgreSQL NOTIFY, a moment after A answers.
    await expect.poll(async () => (await api(b, 'GET', '/t1/users/me', { token })).status).toBe(401);
    expect((await api(a, 'GET', '/t1/users/me', { token })).status).toBe(401);
    expect((await api(b, 'GET', '/t1/users/me', { token: other })).status).toBe(200);
  });

  it('a session logged out on a server is refused by that server at once', async () => {
    const institute = await createInstitute(a.db);
    const token = await signIn(b, institute.admin);
    expect((await api(b, 'GET', '/t1/users/me', { token })).status).toBe(200);
    expect((await api(b, 'POST', '/t1/users/logout', { token })).status).toBe(200);
    expect((await api(b, 'GET', '/t1/users/me', { token })).status).toBe(401);
  });
});
