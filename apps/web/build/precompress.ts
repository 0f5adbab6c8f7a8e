import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats (and wasm) shrink 3-5x; images and model weights barely do. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Brotli's top quality takes seconds per megabyte; the big lazy chunks and wasm get a faster level. */
const LARGE_BYTES = 500_000;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible build output, so the server can send
 * them as they are (@fastify/static `preCompressed`) instead of compressing on each request or not at all.
 * Lighthouse's mobile profile downloads at 1.6 Mbit/s, where '/' uncompressed costs seconds (ADR 035).
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'rehearse:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(outDir, fileName);
          const raw = await readFile(file);
          if (raw.length < MIN_BYTES) return;
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: raw.length > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          };
          await writeFile(`${file}.br`, await brotli(raw, { params }));
          await writeFile(`${file}.gz`, await gzipAsync(raw, { level: 9 }));
        }),
      );
    },
  };
}
