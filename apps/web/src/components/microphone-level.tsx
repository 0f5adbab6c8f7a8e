import { useEffect, useRef } from 'react';
import { openAudioLevel } from '@/lib/audio-level.ts';
import { cn } from '@/lib/utils.ts';

type MicrophoneLevelProps = {
  stream: MediaStream | null;
  label?: string;
  className?: string;
};

/**
 * A thin bar that follows how loud the microphone is. It moves with the voice but never changes colour or blinks;
 * it is drawn straight on the element each frame, so the page does not re-render sixty times a second.
 */
export function MicrophoneLevel({ stream, label = 'Microphone level', className }: MicrophoneLevelProps) {
  const bar = useRef<HTMLDivElement>(null);
  const meter = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const audio = openAudioLevel(stream);
    let frame = 0;
    let announced = -1;
    const draw = () => {
      const level = audio.level();
      if (bar.current) bar.current.style.transform = `scaleX(${level})`;
      // Assistive technology reads the value in steps of ten, not every frame.
      const percent = Math.round(level * 10) * 10;
      if (percent !== announced && meter.current) {
        meter.current.setAttribute('aria-valuenow', String(percent));
        announced = percent;
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      audio.close();
    };
  }, [stream]);

  return (
    <div
      ref={meter}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div ref={bar} className="h-full origin-left scale-x-0 rounded-full bg-primary" />
    </div>
  );
}
