import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

export const MEDIA_ACCESS_ERROR = 'Unable to access media devices. Please ensure permissions are granted.';

/** SPEC §5/§9: 1280x720 ideal at 30 fps, with audio. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
  audio: true,
};

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The room's camera and microphone, opened once on arrival and stopped on leaving. */
export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const current = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia(CAMERA_CONSTRAINTS)
      .then((opened) => {
        // The room was left while the browser asked for permission.
        if (cancelled) return stopTracks(opened);
        current.current = opened;
        setStream(opened);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('Camera or microphone unavailable', error);
        toast.error(MEDIA_ACCESS_ERROR);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      stopTracks(current.current);
      current.current = null;
    };
  }, []);

  const stop = useCallback(() => {
    stopTracks(current.current);
    current.current = null;
    setStream(null);
  }, []);

  return { stream, failed, stop };
}
