import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { browse, CookieJar, popupMessage } from './support/browser.ts';
import { createInstitute } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

/** Drives the popup: start -> demo provider login page -> form post -> callback page. */
async function demoSignIn(server: TestServer, person: { name: string; email: string }) {
  const jar = new CookieJar();
  const loginPage = await browse(jar, `${server.url}/t1/auth/google/start`);
  const action = /<form method="post" action="([^"]+)"/.exec(loginPage.text)?.[1];
  if (!action) throw new Error(`no login form at ${loginPage.url}`);
  const done = await browse(jar, new URL(action, loginPage.url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(person).toString(),
  });
  return { loginPage, done };
}

describe('sign-in through the built-in demo provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('reports the demo provider to the web app', async () => {
    const result = await api(server, 'GET', '/t1/auth/providers');
    expect(result.body).toEqual({
      success: true,
      data: { kind: 'demo', label: 'Sign in with Demo ID (offline demo)' },
    });
  });

  it('shows a login page labelled as a demo with Name, Email and Sign in', async () => {
    const { loginPage } = await demoSignIn(server, { name: 'Dee Mo', email: 'dee@example.com' });
    expect(loginPage.url).toMatch(/\/idp\/interaction\/[\w-]+$/);
    expect(loginPage.text).toContain('Demo identity provider');
    expect(loginPage.text).toMatch(/<label for="name">Name<\/label>/);
    expect(loginPage.text).toMatch(/<label for="email">Email<\/label>/);
    expect(loginPage.text).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('ends on the callback page that posts token and user to the opener; first sign-in is a USER on FREE', async () => {
    const { done } = await demoSignIn(server, { name: 'Grace Hopper', email: 'Grace@Example.com' });
    expect(done.url).toContain('/t1/auth/google/callback?');
    expect(done.response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    expect(done.text).toContain(`window.opener.postMessage(message, "${server.url}")`);
    const message = popupMessage(done.text) as {
      source: string;
      token: string;
      user: Record<string, unknown>;
    };
    expect(message.source).toBe('rehearse-auth');
    expect(message.user).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace Hopper',
      role: 'USER',
      institute: null,
      image: null,
    });
    const me = await api(server, 'GET', '/t1/users/me', { token: message.token });
    expect(me.status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select(['plan', 'role', 'password_hash'])
      .where('email', '=', 'grace@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ plan: 'FREE', role: 'USER', password_hash: null });

    const again = popupMessage(
      (await demoSignIn(server, { name: 'Grace H.', email: 'grace@example.com' })).done.text,
    ) as { user: { uniq_id: string } };
    expect(again.user.uniq_id).toBe(message.user.uniq_id);
  });

  it('re-shows the form with the SPEC message for a bad email', async () => {
    const jar = new CookieJar();
    const loginPage = await browse(jar, `${server.url}/t1/auth/google/start`);
    const action = /action="([^"]+)"/.exec(loginPage.text)![1]!;
    const result = await browse(jar, new URL(action, loginPage.url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Al&email=not-an-email',
    });
    expect(result.response.status).toBe(400);
    expect(result.text).toContain('Email is invalid');
    expect(result.text).toContain('value="Al"');
  });

  it('refuses an email that belongs to a password account (409 message in the popup)', async () => {
    const inst = await createInstitute(server.db);
    const { done } = await demoSignIn(server, { name: 'Intruder', email: inst.admin.email });
    expect(popupMessage(done.text)).toEqual({
      source: 'rehearse-auth',
      error: 'An account with this email already exists',
    });
  });

  it('rejects a callback with an unknown state', async () => {
    const response = await fetch(`${server.url}/t1/auth/google/callback?code=abc&state=forged`);
    expect(response.status).toBe(200);
    expect(popupMessage(await response.text())).toEqual({
      source: 'rehearse-auth',
      error: 'The sign-in attempt expired, please try again',
    });
  });

  it('uses each sign-in attempt once', async () => {
    const jar = new CookieJar();
    const loginPage = await browse(jar, `${server.url}/t1/auth/google/start`);
    const action = /action="([^"]+)"/.exec(loginPage.text)![1]!;
    const done = await browse(jar, new URL(action, loginPage.url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Once&email=once@example.com',
    });
    expect(popupMessage(done.text).token).toBeTypeOf('string');
    const replay = await fetch(done.url);
    expect(popupMessage(await replay.text()).error).toBe('The sign-in attempt expired, please try again');
  });
});

describe('demo provider in production', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://rehearse.example.com' };

  it('is off in production unless DEMO_IDP=true', () => {
    expect(parseConfig(production).identity.kind).toBe('none');
    expect(parseConfig({ ...production, DEMO_IDP: 'true' }).identity.kind).toBe('demo');
    expect(
      parseConfig({ ...production, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).identity.kind,
    ).toBe('google');
  });

  it('is not mounted and sign-in says so when no provider is configured', async () => {
    const prod = await startTestServer({ env: { NODE_ENV: 'production' } });
    try {
      const providers = await api(prod, 'GET', '/t1/auth/providers');
      expect(providers.body.data).toEqual({
        kind: 'none',
        label: 'Sign-in with an identity provider is not configured',
      });
      expect((await fetch(`${prod.url}/idp/.well-known/openid-configuration`)).status).toBe(404);
      const start = await fetch(`${prod.url}/t1/auth/google/start`, { redirect: 'manual' });
      expect(popupMessage(await start.text()).error).toBe(
        'Sign-in with an identity provider is not configured',
      );
    } finally {
      await prod.close();
    }
  });
});
