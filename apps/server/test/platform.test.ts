import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../src/modules/jobs/queue.ts';
import { createSuperAdmin } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

describe('platform: health, envelope errors, SPA fallback, docs, headers, logs, queue', () => {
  let server: TestServer;
  let webDist: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rehearse-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rehearse SPA</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const stream = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer({ env: { WEB_DIST: webDist }, logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers /healthz with 200 once ready', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /t1 path with a JSON 404 envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const result = await api(server, method, '/t1/no/such/thing');
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ success: false, message: 'Not found' });
    }
  });

  it('serves the SPA for other GET paths and real files from WEB_DIST', async () => {
    const page = await fetch(`${server.url}/dashboard/account/users`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Rehearse SPA');
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missingAsset = await fetch(`${server.url}/assets/missing-file.js`);
    expect(missingAsset.status).toBe(404);
  });

  it('refuses malformed JSON with 400, never 500', async () => {
    const result = await api(server, 'POST', '/t1/users/super_admin_login', { body: '{"email": "a@b.co", ' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  it('refuses an unsupported content type and a JSON body that is not an object', async () => {
    const xml = await api(server, 'POST', '/t1/users/super_admin_login', {
      body: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body.success).toBe(false);
    const array = await api(server, 'POST', '/t1/users/super_admin_login', { body: [1, 2] });
    expect(array.status).toBe(400);
    expect(array.body.success).toBe(false);
    const wrongType = await api(server, 'POST', '/t1/users/super_admin_login', {
      body: { email: 42, password: 'x' },
    });
    expect(wrongType.status).toBe(400);
  });

  it('refuses a body over 1 MB with 413 in the envelope', async () => {
    const result = await api(server, 'POST', '/t1/application/contact_us', {
      body: { message: 'x'.repeat(1_100_000) },
    });
    expect(result.status).toBe(413);
    expect(result.body).toEqual({ success: false, message: 'The request body is too large' });
  });

  it('treats a missing body as empty: the first missing field is named', async () => {
    const result = await api(server, 'POST', '/t1/users/super_admin_login');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, message: 'Email is required' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/t1/interview/job_titles`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('publishes OpenAPI generated from the contracts at /docs', async () => {
    const ui = await fetch(`${server.url}/docs`, { redirect: 'follow' });
    expect(ui.status).toBe(200);
    const doc = (await (await fetch(`${server.url}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;
    };
    expect(doc.paths['/t1/users/super_admin_login']?.post?.operationId).toBe('superAdminLogin');
    expect(doc.paths['/t1/superAdmin/createInstitute']?.post?.requestBody).toBeDefined();
    expect(JSON.stringify(doc.paths['/t1/superAdmin/createInstitute'])).toContain('instituteName');
  });

  it('keeps passwords and tokens out of the logs', async () => {
    const admin = await createSuperAdmin(server.db, { password: 'very-secret-pass' });
    const login = await api<{ token: string }>(server, 'POST', '/t1/users/super_admin_login', {
      body: { email: admin.email, password: admin.password },
    });
    const token = login.body.data!.token;
    await api(server, 'GET', '/t1/users/me', { token, headers: { cookie: 'session=cookie-secret' } });
    const logs = logLines.join('');
    expect(logs).toContain('/t1/users/me');
    expect(logs).not.toContain('very-secret-pass');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('cookie-secret');
  });

  it('runs pg-boss in its own schema of the same database', async () => {
    const queue = await startQueue(server.database.url, () => undefined);
    try {
      await queue.boss.createQueue('smoke-test');
      const id = await queue.boss.send('smoke-test', { hello: 'world' });
      const [job] = await queue.boss.fetch<{ hello: string }>('smoke-test');
      expect(job?.id).toBe(id);
      expect(job?.data).toEqual({ hello: 'world' });
      const schemas = await server.db
        .selectFrom('information_schema.schemata' as never)
        .select('schema_name' as never)
        .execute();
      expect(schemas.map((s) => (s as { schema_name: string }).schema_name)).toContain('pgboss');
    } finally {
      await queue.stop();
    }
  });
});
