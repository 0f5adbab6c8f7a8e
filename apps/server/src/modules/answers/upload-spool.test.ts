import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import { createSpoolDirectory, teeUploadWrites } from './upload-spool.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('teeUploadWrites', () => {
  it('stores exactly the request bytes and hands each chunk to the sink at its place in the upload', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rehearse-tee-'));
    dirs.push(dir);
    const store = new FileStore({ directory: dir });
    const seen: [number, string][] = [];
    let ended = 0;
    const tee = teeUploadWrites(store, (_id, offset) =>
      offset === 0 || offset === 6
        ? {
            write: async (chunk, position) => void seen.push([position, chunk.toString()]),
            ended: () => void (ended += 1),
          }
        : undefined,
    );
    // Everything but `write` is the store's own, called on the store.
    await tee.create(new Upload({ id: 'answer', offset: 0, size: 9 }));

    expect(await tee.write(Readable.from([Buffer.from('abc'), Buffer.from('def')]), 'answer', 0)).toBe(6);
    expect(await tee.write(Readable.from([Buffer.from('ghi')]), 'answer', 6)).toBe(9);
    expect(readFileSync(path.join(dir, 'answer'), 'utf8')).toBe('abcdefghi');
    expect(seen).toEqual([
      [0, 'abc'],
      [3, 'def'],
      [6, 'ghi'],
    ]);
    expect(ended).toBe(2);
    expect((await tee.getUpload('answer')).offset).toBe(9);
  });
});

describe('createSpoolDirectory', () => {
  it('keeps the bytes from 0 without a gap, takes a resent range again, refuses a gap and removes its files', async () => {
    const spools = createSpoolDirectory();
    const spool = spools.spool('upload-1');
    await spool.write(Buffer.from('hello '), 0);
    await spool.write(Buffer.from('world'), 6);
    await spool.write(Buffer.from('world'), 6); // a resumed PATCH sends the same bytes again
    expect(spool.length).toBe(11);
    expect(readFileSync(spool.file, 'utf8')).toBe('hello world');
    await expect(spool.write(Buffer.from('!'), 20)).rejects.toThrow(/gap/);
    expect(spool.length).toBe(11);

    await spool.remove();
    expect(existsSync(spool.file)).toBe(false);
    const dir = path.dirname(spool.file);
    expect(path.basename(dir)).toMatch(new RegExp(`^rehearse-spool-${process.pid}-`));
    spools.close();
    expect(existsSync(dir)).toBe(false);
  });
});
