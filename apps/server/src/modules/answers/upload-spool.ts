import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

const PREFIX = 'rehearse-spool-';

/**
 * The bytes of one upload that this process received, at their places in the upload (docs/decisions/128). A tus
 * byte at a given offset never changes (a resumed PATCH sends the same bytes again), so the spool can be written
 * before the store confirms them; `length` counts the bytes from 0 without a gap.
 */
export type UploadSpool = {
  readonly file: string;
  readonly length: number;
  write(chunk: Buffer, position: number): Promise<void>;
  remove(): Promise<void>;
};

/** What the tee hands an upload's bytes to while they are written to the store. */
export type UploadSink = {
  write(chunk: Buffer, position: number): Promise<void>;
  /** The store's write of this request ended (stored or not): what reached the spool may be read. */
  ended(): void;
};

/** True while a process with this id runs on this machine. */
function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One directory of spools per process, in the OS temp directory, made on first use and removed at `close`. A process
 * killed with SIGKILL cannot remove its own: the next process to make one on this machine removes those of
 * processes that no longer run.
 */
export function createSpoolDirectory() {
  let dir: string | null = null;
  const ensure = () => {
    if (dir) return dir;
    for (const name of readdirSync(tmpdir())) {
      const pid = Number(name.slice(PREFIX.length).split('-')[0]);
      if (name.startsWith(PREFIX) && Number.isInteger(pid) && pid !== process.pid && !running(pid))
        rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    }
    dir = mkdtempSync(path.join(tmpdir(), `${PREFIX}${process.pid}-`));
    return dir;
  };
  return {
    /** A spool file named `name` (a random id: never a client's text). */
    spool(name: string): UploadSpool {
      const file = path.join(ensure(), name);
      let handle: Promise<FileHandle> | null = null;
      let length = 0;
      let removed = false;
      return {
        file,
        get length() {
          return length;
        },
        async write(chunk, position) {
          if (removed) return;
          if (position > length) throw new Error('a gap in the upload: earlier bytes went elsewhere');
          handle ??= open(file, 'w');
          await (await handle).write(chunk, 0, chunk.length, position);
          length = Math.max(length, position + chunk.length);
        },
        async remove() {
          removed = true;
          await (await handle?.catch(() => null))?.close().catch(() => undefined);
          await rm(file, { force: true });
        },
      };
    },
    close() {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = null;
    },
  };
}

/**
 * The tus datastore with each request's body also handed to `receiving`'s sink as it is written to the store, chunk
 * by chunk at its place in the upload. The store sees exactly the bytes it would have; a failing sink only loses its
 * own copy.
 */
export function teeUploadWrites(
  datastore: DataStore,
  receiving: (uploadId: string, offset: number) => UploadSink | undefined,
): DataStore {
  async function write(readable: Readable, id: string, offset: number): Promise<number> {
    const sink = receiving(id, offset);
    if (!sink) return datastore.write(readable, id, offset);
    let position = offset;
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const at = position;
        position += chunk.length;
        void sink.write(chunk, at).then(
          () => done(null, chunk),
          () => done(null, chunk),
        );
      },
    });
    readable.on('error', (err) => tee.destroy(err));
    readable.pipe(tee);
    try {
      return await datastore.write(tee, id, offset);
    } finally {
      sink.ended();
    }
  }
  // Everything else is the store's own, called on the store itself (some keep private state).
  return new Proxy(datastore, {
    get(target, property) {
      if (property === 'write') return write;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
