import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/**
 * Where recordings and question audio live, addressed by keys such as `questions/<session>/<question>.mp3`.
 * Local disk under DATA_DIR, or an S3-compatible bucket (s3-storage.ts, ADR 120); `createStorage` picks one.
 */
export type Storage = {
  /** The tus datastore in which answer uploads are assembled. */
  uploadDatastore: DataStore;
  /** Key of a tus upload once it is finished. */
  uploadKey(uploadId: string): string;
  /** Produces a file with `write(tmpPath)` and publishes it under `key` atomically. */
  put(key: string, write: (tmpPath: string) => Promise<void>): Promise<void>;
  /** Runs `use` with a local path of the object (for ffmpeg and the speech tools). */
  withLocalFile<T>(key: string, use: (localPath: string) => Promise<T>): Promise<T>;
  size(key: string): Promise<number | null>;
  /** Reads the object, or the inclusive byte range of it. */
  read(key: string, range?: { start: number; end: number }): Readable;
  remove(key: string): Promise<void>;
};

/** Keys never climb out of the storage root (nor out of a bucket's prefixes). */
export function safeKey(key: string): string {
  const normal = path.posix.normalize(key);
  if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.includes('\0'))
    throw new Error(`Invalid storage key ${key}`);
  return normal;
}

export function createLocalStorage(root: string): Storage {
  const full = (key: string) => path.join(root, safeKey(key));
  let datastore: FileStore | null = null;
  return {
    // Created on first use: FileStore makes its directory, and an app that never receives an upload needs none.
    get uploadDatastore() {
      return (datastore ??= new FileStore({ directory: path.join(root, 'uploads') }));
    },
    uploadKey: (uploadId) => `uploads/${uploadId}`,
    async put(key, write) {
      const target = full(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Same directory as the target so the rename is atomic: readers never see half a file.
      const tmp = `${target}.${randomBytes(6).toString('hex')}.part${path.extname(target)}`;
      try {
        await write(tmp);
        await fs.rename(tmp, target);
      } finally {
        await fs.rm(tmp, { force: true });
      }
    },
    withLocalFile: (key, use) => use(full(key)),
    async size(key) {
      try {
        return (await fs.stat(full(key))).size;
      } catch {
        return null;
      }
    },
    read: (key, range) => createReadStream(full(key), range ?? {}),
    remove: (key) => fs.rm(full(key), { force: true }),
  };
}
