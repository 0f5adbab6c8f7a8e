import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** Only what eye contact needs (ADR 067): the tiny face detector and the 68-point landmark model. */
const MODEL_FILES = [
  'tiny_face_detector_model-weights_manifest.json',
  'tiny_face_detector_model.bin',
  'face_landmark_68_model-weights_manifest.json',
  'face_landmark_68_model.bin',
];
/** tfjs picks one of these at run time (threads need cross-origin isolation, SIMD a recent browser). */
const WASM_FILES = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
];

/** URL path below the app's base -> file on disk. */
function faceAssets(): Map<string, string> {
  const models = path.join(packageDir('@vladmandic/face-api'), 'model');
  const wasm = path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');
  return new Map([
    ...MODEL_FILES.map((file) => [`face/models/${file}`, path.join(models, file)] as const),
    ...WASM_FILES.map((file) => [`face/wasm/${file}`, path.join(wasm, file)] as const),
  ]);
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

/**
 * Serves the face models and tfjs wasm binaries from node_modules under /face/ in dev and copies them into
 * dist/face/ in a build, so the browser never fetches them from a CDN (FIELD-NOTES: face-api).
 */
export function faceAssetsPlugin(): Plugin {
  const assets = faceAssets();
  return {
    name: 'rehearse:face-assets',
    configureServer(server) {
      const base = server.config.base;
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const file = url.startsWith(base) ? assets.get(url.slice(base.length)) : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const [fileName, file] of assets) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
    },
  };
}
