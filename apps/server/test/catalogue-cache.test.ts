import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedJobTitles } from '../src/modules/catalogue/seed.ts';
import { createSuperAdmin, signIn } from './support/factories.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A plain request that leaves the body as sent (fetch would decode it). */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const titlesOf = (json: Buffer) =>
  (JSON.parse(json.toString()) as { data: { job_titles: { job_title: string }[] } }).data.job_titles.map(
    (t) => t.job_title,
  );

describe('GET /t1/interview/job_titles from the compressed cache', () => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer();
    await seedJobTitles(server.db);
    url = `${server.url}/t1/interview/job_titles`;
  });
  afterAll(() => server?.close());

  it('sends the same catalogue as br, gzip or plain JSON, each with the same ETag', async () => {
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'br' });
    const gz = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(titlesOf(plain.body)).toContain('Backend Developer');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(plain.headers.etag).toMatch(/^W\/".+"$/);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gz.headers.etag).toBe(plain.headers.etag);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('answers 304 with no body to If-None-Match with the current ETag', async () => {
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await get(url, { 'accept-encoding': 'br', 'if-none-match': 'W/"an-older-version"' });
    expect(stale.status).toBe(200);
  });

  it('lists a title the super admin adds at once, under a new ETag', async () => {
    const before = await get(url, { 'accept-encoding': 'br' });
    const admin = await createSuperAdmin(server.db);
    const added = await api(server, 'POST', '/t1/admin/job_titles', {
      token: await signIn(server, admin),
      body: {
        job_title: 'Lighthouse Keeper',
        job_description: 'Keeps the light burning and logs passing ships.',
      },
    });
    expect(added.status).toBe(200);
    const after = await get(url, { 'accept-encoding': 'br', 'if-none-match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(titlesOf(brotliDecompressSync(after.body))).toContain('Lighthouse Keeper');
  });
});
