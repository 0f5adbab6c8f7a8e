import type { FaceLandmarker } from './face-landmarks.ts';

export type { FaceLandmarker, Point } from './face-landmarks.ts';

export type FaceDetection = { ready: true; detect: FaceLandmarker } | { ready: false; reason: string };

const UNAVAILABLE = 'Eye contact cannot be measured in this browser.';

let started: Promise<FaceDetection> | null = null;

/**
 * Face detection for eye contact (ADR 067), started at most once per page and shared by whoever asks: the media
 * check (to tell the candidate before the interview whether eye contact will be measured) and the interview room.
 * Two starts at once made the wasm backend report failure to the first (docs/decisions/103). A failure is final
 * for the page and comes with the reason in the candidate's words.
 */
export function faceDetection(): Promise<FaceDetection> {
  started ??= import('./face-landmarks.ts').then(
    async ({ startFaceLandmarker, FaceDetectionError }) => {
      try {
        return { ready: true, detect: await startFaceLandmarker() } as const;
      } catch (error) {
        console.warn('Eye contact is not available', error);
        const reason = error instanceof FaceDetectionError ? error.message : UNAVAILABLE;
        return { ready: false, reason } as const;
      }
    },
    (error: unknown) => {
      console.warn('Eye contact is not available: face detection could not be downloaded', error);
      return { ready: false, reason: 'The face detection code could not be downloaded.' } as const;
    },
  );
  return started;
}
