import { useEffect, useState } from 'react';
import { faceDetection } from '@/lib/face-detection.ts';

export type EyeContactCheck =
  { status: 'checking' } | { status: 'ready' } | { status: 'unavailable'; reason: string };

/**
 * Starts face detection during the media check, so the candidate learns before the interview whether eye contact
 * will be measured, and why not; the room then finds it ready. It never blocks the interview.
 */
export function useEyeContactCheck(): EyeContactCheck {
  const [check, setCheck] = useState<EyeContactCheck>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    void faceDetection().then((detection) => {
      if (current)
        setCheck(detection.ready ? { status: 'ready' } : { status: 'unavailable', reason: detection.reason });
    });
    return () => {
      current = false;
    };
  }, []);
  return check;
}
