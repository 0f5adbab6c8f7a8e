import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheBody, matchesEtag, preferredEncoding } from './cached-response.ts';

describe('cached response bodies', () => {
  it('keeps br and gzip forms that decode to the same JSON, under a weak ETag of the content', async () => {
    const json = JSON.stringify({ success: true, data: { words: 'catalogue '.repeat(500) } });
    const body = await cacheBody(json);
    expect(brotliDecompressSync(body.br).toString()).toBe(json);
    expect(gunzipSync(body.gzip).toString()).toBe(json);
    expect(body.identity.toString()).toBe(json);
    expect(body.br.length).toBeLessThan(body.identity.length / 10);
    expect(body.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await cacheBody(json)).etag).toBe(body.etag);
    expect((await cacheBody(`${json} `)).etag).not.toBe(body.etag);
  });

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ] as const)('chooses the coding for Accept-Encoding %j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('matches If-None-Match by weak comparison, in a list or as *', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
