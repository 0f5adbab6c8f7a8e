import { describe, expect, it, vi } from 'vitest';
import { cacheBody } from '../../lib/cached-response.ts';
import { createPublishedList } from './published-list.ts';

function catalogue(initial: string[]) {
  const titles = [...initial];
  const load = vi.fn(async () => JSON.stringify({ job_titles: titles }));
  const compress = vi.fn(cacheBody);
  return { titles, load, compress };
}

describe('published job-title list', () => {
  it('compresses once and serves the same bytes to every request', async () => {
    const { load, compress } = catalogue(['Backend Developer']);
    const list = createPublishedList(load, { compress });
    const bodies = await Promise.all([list.get(), list.get(), list.get()]);
    expect(new Set(bodies).size).toBe(1);
    await list.get();
    expect(load).toHaveBeenCalledTimes(1);
    expect(compress).toHaveBeenCalledTimes(1);
  });

  it('shows an added title at once after invalidate, under a new ETag', async () => {
    const { titles, load, compress } = catalogue(['Backend Developer']);
    const list = createPublishedList(load, { compress });
    const before = await list.get();
    titles.push('Zookeeper');
    list.invalidate();
    const after = await list.get();
    expect(after.etag).not.toBe(before.etag);
    expect(after.identity.toString()).toContain('Zookeeper');
  });

  it('reloads in the background after maxAge and recompresses only when the content changed', async () => {
    const { titles, load, compress } = catalogue(['Backend Developer']);
    const list = createPublishedList(load, { compress, maxAgeMs: 0 });
    const first = await list.get();
    await new Promise((r) => setTimeout(r, 5));
    expect(await list.get()).toBe(first); // stale body served while reloading
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(compress).toHaveBeenCalledTimes(1);
    titles.push('Zookeeper'); // added by another process
    await new Promise((r) => setTimeout(r, 5));
    await list.get();
    await vi.waitFor(async () => expect((await list.get()).identity.toString()).toContain('Zookeeper'));
    expect(compress).toHaveBeenCalledTimes(2);
  });

  it('does not keep a reload that read the rows before an invalidation', async () => {
    let release!: () => void;
    const titles = ['Backend Developer'];
    const load = vi.fn(async () => {
      const json = JSON.stringify(titles);
      if (load.mock.calls.length === 1) await new Promise<void>((r) => (release = r));
      return json;
    });
    const list = createPublishedList(load);
    const stale = list.get();
    await vi.waitFor(() => expect(release).toBeDefined());
    titles.push('Zookeeper');
    list.invalidate();
    const fresh = list.get();
    release();
    await stale;
    expect((await fresh).identity.toString()).toContain('Zookeeper');
    expect((await list.get()).identity.toString()).toContain('Zookeeper');
  });
});
