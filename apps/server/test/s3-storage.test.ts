import fs from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config.ts';
import { createStorage } from '../src/modules/storage/create-storage.ts';
import type { Storage } from '../src/modules/storage/storage.ts';
import { startTestS3, type TestS3 } from './support/s3-server.ts';

describe('S3 storage (STORAGE=s3) against an S3-compatible server', () => {
  let s3: TestS3;
  let storage: Storage;

  beforeAll(async () => {
    s3 = await startTestS3();
    storage = createStorage(parseConfig(s3.env));
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('stores a file, tells its size, reads it whole or a byte range, lends a local copy and removes it', async () => {
    const key = 'questions/session-1/question-1.mp3';
    await storage.put(key, (tmp) => fs.writeFile(tmp, 'the question, spoken'));
    expect(await s3.keys()).toEqual([key]);
    expect(await storage.size(key)).toBe(20);
    expect(await text(storage.read(key))).toBe('the question, spoken');
    expect(await text(storage.read(key, { start: 4, end: 11 }))).toBe('question');

    let lent = '';
    const seen = await storage.withLocalFile(key, async (file) => {
      lent = file;
      expect(file.endsWith('.mp3')).toBe(true);
      return fs.readFile(file, 'utf8');
    });
    expect(seen).toBe('the question, spoken');
    // The local copy is gone once it has been used.
    await expect(fs.stat(lent)).rejects.toThrow(/ENOENT/);

    await storage.remove(key);
    expect(await s3.keys()).toEqual([]);
    expect(await storage.size(key)).toBeNull();
  });

  it('answers a missing key as absent: no size, a failing read, a removal that does nothing', async () => {
    expect(await storage.size('answers/nothing.webm')).toBeNull();
    await expect(text(storage.read('answers/nothing.webm'))).rejects.toThrow(/key does not exist/i);
    await expect(storage.remove('answers/nothing.webm')).resolves.toBeUndefined();
  });

  it('publishes nothing when the file cannot be produced, and refuses keys that climb out', async () => {
    await expect(
      storage.put('answers/broken.webm', () => Promise.reject(new Error('ffmpeg failed'))),
    ).rejects.toThrow('ffmpeg failed');
    expect(await s3.keys()).toEqual([]);
    expect(() => storage.read('../secret')).toThrow(/Invalid storage key/);
  });

  it('stops the start with the name of each missing S3 variable when STORAGE=s3 is incomplete', () => {
    let error: unknown;
    try {
      parseConfig({ STORAGE: 's3', S3_BUCKET: 'recordings' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues).toEqual([
      'S3_ACCESS_KEY_ID must be set when STORAGE is s3',
      'S3_SECRET_ACCESS_KEY must be set when STORAGE is s3',
    ]);
    expect(() => parseConfig({ STORAGE: 'disk' })).toThrow('STORAGE must be local or s3');
    expect(parseConfig({}).storage).toEqual({ kind: 'local' });
  });
});
