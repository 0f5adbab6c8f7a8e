import { Worker } from 'node:worker_threads';
import type { Measurements } from '../types.ts';

type Lint = { kind: string; message: string; start: number; end: number; text: string };
type Reply = { id: number; lints?: Lint[]; error?: string };

/**
 * Lint kinds that say nothing about spoken grammar: transcripts have no capitals or punctuation, product names
 * are not misspellings, and repeated words are reported as word repetitions already.
 */
const IGNORED = new Set([
  'Capitalization',
  'Punctuation',
  'Formatting',
  'Spelling',
  'Repetition',
  'Style',
  'Readability',
  'Enhancement',
]);

export type GrammarChecker = {
  check(sentences: string[]): Promise<NonNullable<Measurements['grammar']>>;
  close(): Promise<void>;
};

/** One warm harper.js worker, reused for every answer and restarted if it dies. */
export function createGrammarChecker(): GrammarChecker {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (lints: Lint[]) => void; reject: (error: Error) => void }>();

  const start = () => {
    const w = new Worker(new URL('./harper-worker.mjs', import.meta.url));
    w.unref();
    w.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error) waiting?.reject(new Error(`Grammar check failed: ${reply.error}`));
      else waiting?.resolve(reply.lints ?? []);
    });
    const fail = (error: Error) => {
      for (const waiting of pending.values())
        waiting.reject(new Error(`Grammar checker stopped: ${error.message}`));
      pending.clear();
      worker = null;
    };
    w.on('error', fail);
    w.on('exit', (code) => code !== 0 && fail(new Error(`exit ${code}`)));
    return w;
  };

  const lint = (text: string) =>
    new Promise<Lint[]>((resolve, reject) => {
      worker ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, text });
    });

  return {
    async check(sentences) {
      if (!sentences.length) return { sentences, issues: [] };
      // One lint call for the whole answer; each issue is mapped back to its sentence by offset.
      const starts: number[] = [];
      let text = '';
      for (const s of sentences) {
        starts.push(text.length);
        text += `${s} `;
      }
      const lints = await lint(text);
      const issues = lints
        .filter((l) => !IGNORED.has(l.kind))
        .map((l) => ({
          sentence: starts.findLastIndex((s) => s <= l.start),
          message: l.message,
          text: l.text,
        }));
      return { sentences, issues };
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
