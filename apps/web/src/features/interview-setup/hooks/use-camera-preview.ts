import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { MEDIA_DENIED_MESSAGE, PREVIEW_CONSTRAINTS, stopStream } from '../lib/media-devices.ts';

/**
 * The webcam preview of the media check: starts only when `enabled` (all checks passed) and stops every track
 * when disabled or unmounted, i.e. when the dialog closes or the user moves on to the interview room.
 */
export function useCameraPreview(enabled: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia(PREVIEW_CONSTRAINTS)
      .then((granted) => {
        if (cancelled) return stopStream(granted);
        stream = granted;
        video.srcObject = granted;
      })
      .catch(() => {
        if (!cancelled) toast.error(MEDIA_DENIED_MESSAGE);
      });
    return () => {
      cancelled = true;
      if (stream) stopStream(stream);
      video.srcObject = null;
    };
  }, [enabled]);

  return videoRef;
}
