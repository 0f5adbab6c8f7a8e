import { describe, expect, it } from 'vitest';
import { createMediaUrls } from './media-urls.ts';

describe('signed media URLs', () => {
  const urls = createMediaUrls('k'.repeat(40));
  const session = '0b6b6f55-1c1e-4a53-9d7e-2a3cc1f5b0aa';
  const other = '9f0c2f4e-8a37-4d6b-b1b8-5f3a7f9a1c22';
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it('accepts its own link before it expires and names the sign-in it was handed to', () => {
    const link = query(urls.sign('/t1/media/a', 60, session, 1_000_000));
    expect(urls.verify('/t1/media/a', link, 1_000_000)).toBe(session);
  });

  it('refuses an expired link, another path, another sign-in, a tampered signature and another key', () => {
    const link = query(urls.sign('/t1/media/a', 60, session, 1_000_000));
    expect(urls.verify('/t1/media/a', link, 1_000_000 + 61_000)).toBeNull();
    expect(urls.verify('/t1/media/b', link, 1_000_000)).toBeNull();
    expect(urls.verify('/t1/media/a', { ...link, session: other }, 1_000_000)).toBeNull();
    const flipped = (link.signature![0] === 'A' ? 'B' : 'A') + link.signature!.slice(1);
    expect(urls.verify('/t1/media/a', { ...link, signature: flipped }, 1_000_000)).toBeNull();
    expect(
      urls.verify('/t1/media/a', { ...link, expires: String(Number(link.expires) + 1000) }, 1_000_000),
    ).toBeNull();
    expect(createMediaUrls('z'.repeat(40)).verify('/t1/media/a', link, 1_000_000)).toBeNull();
    expect(urls.verify('/t1/media/a', { ...link, expires: undefined }, 1_000_000)).toBeNull();
    expect(urls.verify('/t1/media/a', { ...link, session: undefined }, 1_000_000)).toBeNull();
  });
});
