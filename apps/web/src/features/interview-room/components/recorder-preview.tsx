import { useEffect, type RefObject } from 'react';
import { VideoOff } from 'lucide-react';

type RecorderPreviewProps = {
  videoRef: RefObject<HTMLVideoElement | null>;
  stream: MediaStream | null;
  failed: boolean;
  recording: boolean;
};

/** The person's own camera, muted so the microphone does not echo; face detection reads the same element. */
export function RecorderPreview({ videoRef, stream, failed, recording }: RecorderPreviewProps) {
  useEffect(() => {
    const video = videoRef.current;
    if (video) video.srcObject = stream;
  }, [videoRef, stream]);

  return (
    <figure className="relative aspect-video overflow-hidden rounded-xl border bg-slate-900">
      <video
        ref={videoRef}
        muted
        autoPlay
        playsInline
        aria-label="Your camera preview"
        className="size-full -scale-x-100 object-cover"
      />
      {failed && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-200">
          <VideoOff className="size-8" aria-hidden />
          <p className="text-sm">Camera unavailable</p>
        </div>
      )}
      {recording && (
        <span className="absolute top-3 left-3 flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-semibold text-white">
          <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden />
          Recording
        </span>
      )}
      <figcaption className="sr-only">Your camera</figcaption>
    </figure>
  );
}
