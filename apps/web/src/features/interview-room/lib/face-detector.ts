import * as faceapi from '@vladmandic/face-api';
import type { Point } from './eye-contact.ts';

/** Served from our own build (apps/web/build/face-assets.ts), never a CDN. */
const FACE_ASSETS = `${import.meta.env.BASE_URL}face/`;

/** The parts of tfjs that face-api bundles at run time but leaves out of its type declarations. */
type TfRuntime = {
  setWasmPaths: (prefix: string) => void;
  setBackend: (name: string) => Promise<boolean>;
  ready: () => Promise<void>;
};

export type FaceLandmarker = (video: HTMLVideoElement) => Promise<Point[] | null>;

/**
 * Loads the wasm backend and the two small models (tiny face detector, 68-point landmarks). This module is only
 * reached through a dynamic import from the interview room, so face-api stays out of every other page's bundle.
 */
export async function loadFaceLandmarker(): Promise<FaceLandmarker> {
  const tf = faceapi.tf as unknown as TfRuntime;
  tf.setWasmPaths(`${FACE_ASSETS}wasm/`);
  // Without an explicit wasm backend tfjs silently falls back to WebGL, which headless and older GPUs lack.
  if (!(await tf.setBackend('wasm'))) throw new Error('The wasm backend for face detection did not start');
  await tf.ready();
  const models = `${FACE_ASSETS}models`;
  await Promise.all([
    faceapi.nets.tinyFaceDetector.loadFromUri(models),
    faceapi.nets.faceLandmark68Net.loadFromUri(models),
  ]);
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 });
  return async (video) => {
    const face = await faceapi.detectSingleFace(video, options).withFaceLandmarks();
    return face ? face.landmarks.positions.map(({ x, y }) => ({ x, y })) : null;
  };
}
