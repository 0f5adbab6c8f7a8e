import { describe, expect, it } from 'vitest';
import { createMediaUrls } from './media-urls.ts';

describe('signed media URLs', () => {
  const urls = createMediaUrls('k'.repeat(40));
  const parse = (url: string) => new URL(url, 'http://x');

  it('accepts its own link before it expires', () => {
    const link = parse(urls.sign('/t1/media/a', 60, 1_000_000));
    expect(
      urls.verify(
        link.pathname,
        link.searchParams.get('expires'),
        link.searchParams.get('signature'),
        1_000_000,
      ),
    ).toBe(true);
  });

  it('refuses an expired link, another path, a tampered signature and another key', () => {
    const link = parse(urls.sign('/t1/media/a', 60, 1_000_000));
    const expires = link.searchParams.get('expires');
    const signature = link.searchParams.get('signature')!;
    expect(urls.verify('/t1/media/a', expires, signature, 1_000_000 + 61_000)).toBe(false);
    expect(urls.verify('/t1/media/b', expires, signature, 1_000_000)).toBe(false);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(urls.verify('/t1/media/a', expires, flipped, 1_000_000)).toBe(false);
    expect(urls.verify('/t1/media/a', String(Number(expires) + 1000), signature, 1_000_000)).toBe(false);
    expect(createMediaUrls('z'.repeat(40)).verify('/t1/media/a', expires, signature, 1_000_000)).toBe(false);
    expect(urls.verify('/t1/media/a', undefined, signature, 1_000_000)).toBe(false);
  });
});
