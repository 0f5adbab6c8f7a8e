import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { faceDetection, type FaceLandmarker } from '@/lib/face-detection.ts';
import { eyeContactResult, isFacingCamera, type EyeContact } from '../lib/eye-contact.ts';

/** About two samples a second: enough for a percentage, light enough for a 2-core laptop running the recorder. */
const SAMPLE_EVERY_MS = 600;

type Sampling = { samples: number; facing: number; timer: number | null; running: boolean };

/**
 * Eye contact during an answer (ADR 067): the share of samples in which a face looks at the camera. Only the
 * numbers leave the browser. Face detection is usually started already by the media check; if it cannot run,
 * `unavailable` says why (the room tells the candidate) and `stop()` returns null.
 */
export function useEyeContact(videoRef: RefObject<HTMLVideoElement | null>) {
  const landmarker = useRef<Promise<FaceLandmarker | null> | null>(null);
  const sampling = useRef<Sampling>({ samples: 0, facing: 0, timer: null, running: false });
  const [unavailable, setUnavailable] = useState<string | null>(null);

  useEffect(() => {
    landmarker.current = faceDetection().then((detection) => {
      if (detection.ready) return detection.detect;
      setUnavailable(detection.reason);
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

  return { start, stop, unavailable };
}
