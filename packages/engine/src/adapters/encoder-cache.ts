import { createHash } from 'node:crypto';
import { unitLength } from '../lib/vectors.ts';

/** The key a text's vector is kept under: the first 16 hex digits of its SHA-1 (also the snapshot's key). */
export const vectorKey = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

/**
 * Remembers the vectors of texts already embedded (a bounded map, oldest dropped first) on top of a fixed
 * snapshot of texts embedded ahead of time, and sends only the others to the model, each text once.
 */
export function createEncoderCache(
  embedMissing: (texts: string[]) => Promise<Float32Array[]>,
  { snapshot = new Map<string, Float32Array>(), capacity = 20_000 } = {},
) {
  const recent = new Map<string, Float32Array>();
  const lookup = (key: string) => snapshot.get(key) ?? recent.get(key);
  return async function embed(texts: string[]): Promise<Float32Array[]> {
    const keys = texts.map(vectorKey);
    const missing = new Map<string, string>();
    keys.forEach((key, i) => {
      if (!lookup(key)) missing.set(key, texts[i]!);
    });
    if (missing.size) {
      const vectors = await embedMissing([...missing.values()]);
      [...missing.keys()].forEach((key, i) => {
        recent.set(key, unitLength(vectors[i]!));
        if (recent.size > capacity) recent.delete(recent.keys().next().value!);
      });
    }
    return keys.map((key) => lookup(key)!);
  };
}
