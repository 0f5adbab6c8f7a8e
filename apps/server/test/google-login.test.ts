import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstitute } from './support/factories.ts';
import { startFakeIssuer } from './support/fake-issuer.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

describe('POST /t1/users/google_login with an ID token from the configured issuer', () => {
  let issuer: Awaited<ReturnType<typeof startFakeIssuer>>;
  let server: TestServer;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    server = await startTestServer({
      env: {
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: 'rehearse-test-client',
        OIDC_CLIENT_SECRET: 'test-secret',
        OIDC_LABEL: 'Example SSO',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  const login = (idToken?: string) =>
    api<{ token: string; user: Record<string, unknown> }>(
      server,
      'POST',
      '/t1/users/google_login',
      idToken ? { token: idToken } : {},
    );

  it('reports the configured issuer to the web app and mounts no demo provider', async () => {
    expect((await api(server, 'GET', '/t1/auth/providers')).body.data).toEqual({
      kind: 'oidc',
      label: 'Example SSO',
    });
    expect((await fetch(`${server.url}/idp/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('signs a new person in as a USER on the FREE plan, and the same person again later', async () => {
    const token = await issuer.idToken({
      sub: 'person-1',
      email: 'Person.One@Example.com',
      name: 'Person One',
      picture: 'https://img.example.com/p1.png',
    });
    const first = await login(token);
    expect(first.status).toBe(200);
    expect(first.body.data!.user).toMatchObject({
      email: 'person.one@example.com',
      name: 'Person One',
      role: 'USER',
      image: 'https://img.example.com/p1.png',
      institute: null,
    });
    expect((await api(server, 'GET', '/t1/users/me', { token: first.body.data!.token })).status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select(['plan', 'oidc_issuer', 'oidc_subject'])
      .where('id', '=', first.body.data!.user.uniq_id as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ plan: 'FREE', oidc_issuer: issuer.issuer, oidc_subject: 'person-1' });

    const second = await login(await issuer.idToken({ sub: 'person-1', email: 'person.one@example.com' }));
    expect(second.body.data!.user.uniq_id).toBe(first.body.data!.user.uniq_id);
  });

  it.each([
    ['for another audience', { audience: 'someone-else' }],
    ['that has expired', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['from another issuer', { issuer: 'https://evil.example.com' }],
    ['signed with a key the issuer does not publish', { untrustedKey: true }],
  ])('refuses a token %s (401)', async (_label, options) => {
    const result = await login(await issuer.idToken({ sub: 'x', email: 'x@example.com' }, options));
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ success: false, message: 'The sign-in token is invalid or has expired' });
  });

  it('refuses a missing or garbage token (401)', async () => {
    expect((await login()).status).toBe(401);
    expect((await login('not.a.jwt')).body).toEqual({
      success: false,
      message: 'The sign-in token is invalid or has expired',
    });
  });

  it('refuses a token without an email', async () => {
    const result = await login(await issuer.idToken({ sub: 'no-email' }));
    expect(result.status).toBe(401);
    expect(result.body.message).toBe('The identity provider did not share an email address');
  });

  it('refuses an email that already belongs to a password account (409)', async () => {
    const inst = await createInstitute(server.db);
    const result = await login(await issuer.idToken({ sub: 'other', email: inst.admin.email }));
    expect(result.status).toBe(409);
  });
});
