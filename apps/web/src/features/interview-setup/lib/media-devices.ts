/** SPEC §8: shown when the camera or the microphone is refused. */
export const MEDIA_DENIED_MESSAGE = 'Unable to access media devices. Please ensure permissions are granted.';

/** SPEC §5: the camera preview (and later the recording) asks for 1280x720 at 30 fps, with audio. */
export const PREVIEW_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
  audio: true,
};

export function stopStream(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/** The interview needs capture, recording and a socket; without any of them it cannot run. */
export function isBrowserCompatible(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined' &&
    typeof WebSocket !== 'undefined'
  );
}

/**
 * The microphone, kept open while the media check listens for the candidate's voice (docs/decisions/103); null
 * when it is refused or missing.
 */
export async function openMicrophone(): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch {
    return null;
  }
}

/** SPEC §1: ask for audio or video, stop the stream at once, and say whether it was granted. */
export async function requestPermission(kind: 'audio' | 'video'): Promise<boolean> {
  try {
    stopStream(await navigator.mediaDevices.getUserMedia({ [kind]: true }));
    return true;
  } catch {
    return false;
  }
}
