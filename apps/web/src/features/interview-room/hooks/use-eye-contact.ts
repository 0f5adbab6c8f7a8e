import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { eyeContactResult, isFacingCamera, type EyeContact } from '../lib/eye-contact.ts';
import type { FaceLandmarker } from '../lib/face-detector.ts';

/** About two samples a second: enough for a percentage, light enough for a 2-core laptop running the recorder. */
const SAMPLE_EVERY_MS = 600;

type Sampling = { samples: number; facing: number; timer: number | null; running: boolean };

/**
 * Eye contact during an answer (ADR 067): the share of samples in which a face looks at the camera. Only the
 * numbers leave the browser. If the models cannot load, `stop()` returns null and the report shows N/A.
 */
export function useEyeContact(videoRef: RefObject<HTMLVideoElement | null>) {
  const landmarker = useRef<Promise<FaceLandmarker | null> | null>(null);
  const sampling = useRef<Sampling>({ samples: 0, facing: 0, timer: null, running: false });

  useEffect(() => {
    landmarker.current = import('../lib/face-detector.ts')
      .then((module) => module.loadFaceLandmarker())
      .catch((error: unknown) => {
        console.error('Eye contact is not available: the face models did not load', error);
        return null;
      });
    const current = sampling.current;
    return () => {
      current.running = false;
      if (current.timer !== null) window.clearTimeout(current.timer);
    };
  }, []);

  const start = useCallback(() => {
    const state = sampling.current;
    if (state.timer !== null) window.clearTimeout(state.timer);
    Object.assign(state, { samples: 0, facing: 0, timer: null, running: true });
    const sample = async () => {
      const detect = await landmarker.current;
      const video = videoRef.current;
      if (!state.running || !detect) return;
      const started = performance.now();
      if (video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          const points = await detect(video);
          if (!state.running) return;
          state.samples += 1;
          if (points && isFacingCamera(points)) state.facing += 1;
        } catch (error) {
          console.error('Face detection failed on one frame', error);
        }
      }
      // A slow detection delays the next one instead of piling frames up.
      const wait = Math.max(0, SAMPLE_EVERY_MS - (performance.now() - started));
      if (state.running) state.timer = window.setTimeout(() => void sample(), wait);
    };
    void sample();
  }, [videoRef]);

  const stop = useCallback((): EyeContact | null => {
    const state = sampling.current;
    state.running = false;
    if (state.timer !== null) window.clearTimeout(state.timer);
    state.timer = null;
    return eyeContactResult(state.samples, state.facing);
  }, []);

  return { start, stop };
}
