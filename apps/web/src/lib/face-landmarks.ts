import * as faceapi from '@vladmandic/face-api';

/** Served from our own build (apps/web/build/face-assets.ts), never a CDN. */
const FACE_ASSETS = `${import.meta.env.BASE_URL}face/`;

/** The parts of tfjs that face-api bundles at run time but leaves out of its type declarations. */
type TfRuntime = {
  setWasmPaths: (prefix: string) => void;
  setBackend: (name: string) => Promise<boolean>;
  ready: () => Promise<void>;
};

export type Point = { x: number; y: number };
export type FaceLandmarker = (video: HTMLVideoElement) => Promise<Point[] | null>;

/** Why eye contact cannot be measured, in words for the candidate. */
export class FaceDetectionError extends Error {}

/**
 * Starts the wasm backend and loads the two small models (tiny face detector, 68-point landmarks). Called once per
 * page, through lib/face-detection.ts: tfjs starts a backend once, and a second start while the first is still
 * loading makes the first report failure (docs/decisions/103). Only reached through a dynamic import, so face-api
 * stays out of the bundle of every page that does not measure eye contact.
 */
export async function startFaceLandmarker(): Promise<FaceLandmarker> {
  const tf = faceapi.tf as unknown as TfRuntime;
  tf.setWasmPaths(`${FACE_ASSETS}wasm/`);
  // Without an explicit wasm backend tfjs silently falls back to WebGL, which headless and older GPUs lack.
  if (!(await tf.setBackend('wasm')))
    throw new FaceDetectionError('This browser could not start WebAssembly, which face detection runs on.');
  await tf.ready();
  const models = `${FACE_ASSETS}models`;
  try {
    await Promise.all([
      faceapi.nets.tinyFaceDetector.loadFromUri(models),
      faceapi.nets.faceLandmark68Net.loadFromUri(models),
    ]);
  } catch (error) {
    throw new FaceDetectionError('The face models could not be downloaded.', { cause: error });
  }
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 });
  return async (video) => {
    const face = await faceapi.detectSingleFace(video, options).withFaceLandmarks();
    return face ? face.landmarks.positions.map(({ x, y }) => ({ x, y })) : null;
  };
}
