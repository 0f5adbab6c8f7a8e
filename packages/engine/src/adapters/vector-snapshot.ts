import { readFileSync, writeFileSync } from 'node:fs';
import { unitLength } from '../lib/vectors.ts';

/**
 * Vectors of texts embedded ahead of time, in a small binary file: the bank's questions, key points and strong
 * answers take ~1 minute to embed on one core, which no process should pay at start. Each vector is stored as
 * int8 with its own scale (cosines move by less than 0.01), under the key of its text (see vectorKey).
 *
 * Layout: "RVS1", u32 header length, header JSON {model, dims, count}, then per vector: 8-byte key, f32 scale,
 * `dims` int8 values.
 */
const MAGIC = 'RVS1';

export type SnapshotHeader = { model: string; dims: number; count: number };

export function writeVectorSnapshot(path: string, model: string, vectors: Map<string, Float32Array>): void {
  const dims = vectors.values().next().value?.length ?? 0;
  const header = Buffer.from(JSON.stringify({ model, dims, count: vectors.size } satisfies SnapshotHeader));
  const record = 8 + 4 + dims;
  const out = Buffer.alloc(8 + header.length + vectors.size * record);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(header.length, 4);
  header.copy(out, 8);
  let at = 8 + header.length;
  for (const [key, vector] of vectors) {
    Buffer.from(key, 'hex').copy(out, at);
    const scale = Math.max(...vector.map(Math.abs)) / 127 || 1;
    out.writeFloatLE(scale, at + 8);
    vector.forEach((x, i) => out.writeInt8(Math.round(x / scale), at + 12 + i));
    at += record;
  }
  writeFileSync(path, out);
}

/** The snapshot's vectors by key, or an empty map when it was made with another model (or is missing). */
export function readVectorSnapshot(path: string, model: string): Map<string, Float32Array> {
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch {
    return new Map();
  }
  if (data.toString('latin1', 0, 4) !== MAGIC) throw new Error(`${path} is not a vector snapshot`);
  const length = data.readUInt32LE(4);
  const header = JSON.parse(data.toString('utf8', 8, 8 + length)) as SnapshotHeader;
  if (header.model !== model) return new Map();
  const vectors = new Map<string, Float32Array>();
  const record = 12 + header.dims;
  for (let i = 0, at = 8 + length; i < header.count; i++, at += record) {
    const scale = data.readFloatLE(at + 8);
    const values = new Int8Array(data.buffer, data.byteOffset + at + 12, header.dims);
    const vector = new Float32Array(header.dims);
    for (let d = 0; d < header.dims; d++) vector[d] = values[d]! * scale;
    vectors.set(data.toString('hex', at, at + 8), unitLength(vector));
  }
  return vectors;
}
