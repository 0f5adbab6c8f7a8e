import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils.ts';

type AiAvatarProps = {
  speaking: boolean;
  /** Loudness 0..1 of the question audio, or null when it cannot be measured. */
  level: () => number | null;
  className?: string;
};

/** Share of the mouth opening kept when the audio is quiet, so speech never looks like a closed mouth. */
const MOUTH_MIN = 0.15;

/**
 * The AI interviewer drawn in SVG (ADR 068): still while idle; while the question plays its mouth opens with the
 * audio's loudness (Web Audio analyser), and follows a speech-like rhythm when the audio cannot be measured.
 * The mouth is moved through attributes on each animation frame so React does not re-render 60 times a second.
 */
export function AiAvatar({ speaking, level, className }: AiAvatarProps) {
  const mouth = useRef<SVGGElement>(null);
  const head = useRef<SVGGElement>(null);

  useEffect(() => {
    if (!speaking) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const startedAt = performance.now();
    let smooth = 0;
    let frame = 0;
    const tick = (now: number) => {
      const measured = level();
      const target = measured ?? 0.3 + 0.35 * Math.abs(Math.sin((now - startedAt) / 120));
      smooth += (target - smooth) * 0.35;
      mouth.current?.setAttribute(
        'transform',
        `translate(100 124) scale(1 ${MOUTH_MIN + (1 - MOUTH_MIN) * smooth})`,
      );
      if (!still) head.current?.setAttribute('transform', `translate(0 ${(-2 * smooth).toFixed(2)})`);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    const headNode = head.current;
    return () => {
      cancelAnimationFrame(frame);
      headNode?.setAttribute('transform', 'translate(0 0)');
    };
  }, [speaking, level]);

  return (
    <figure
      className={cn(
        'relative flex aspect-video items-center justify-center overflow-hidden rounded-xl border bg-gradient-to-b from-indigo-50 to-indigo-100',
        className,
      )}
    >
      <svg
        viewBox="0 0 200 200"
        className="h-full max-h-80"
        role="img"
        aria-label={speaking ? 'AI interviewer, speaking' : 'AI interviewer'}
      >
        <circle cx="100" cy="100" r="96" fill="#e0e7ff" />
        <path d="M36 200 C38 162 68 150 100 150 C132 150 162 162 164 200 Z" fill="#4338ca" />
        <path d="M86 150 L100 170 L114 150 Z" fill="#ffffff" />
        <g ref={head}>
          <rect x="88" y="126" width="24" height="28" rx="6" fill="#e3a983" />
          <ellipse cx="58" cy="98" rx="7" ry="11" fill="#eab38f" />
          <ellipse cx="142" cy="98" rx="7" ry="11" fill="#eab38f" />
          <ellipse cx="100" cy="94" rx="42" ry="50" fill="#f3c6a5" />
          <path
            d="M57 92 C52 50 78 34 102 34 C130 34 150 52 143 92 C138 70 124 58 100 58 C80 58 64 70 57 92 Z"
            fill="#3b2a20"
          />
          <path d="M76 80 Q84 75 92 79" stroke="#3b2a20" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path
            d="M108 79 Q116 75 124 80"
            stroke="#3b2a20"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
          <ellipse cx="84" cy="92" rx="6" ry="4.5" fill="#ffffff" />
          <ellipse cx="116" cy="92" rx="6" ry="4.5" fill="#ffffff" />
          <circle cx="84" cy="92" r="3" fill="#1e293b" />
          <circle cx="116" cy="92" r="3" fill="#1e293b" />
          <path
            d="M100 97 Q95 110 101 112"
            stroke="#c98c6a"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
          {speaking ? (
            <g ref={mouth} transform={`translate(100 124) scale(1 ${MOUTH_MIN})`}>
              <ellipse cx="0" cy="0" rx="11" ry="8" fill="#7f1d1d" />
              <ellipse cx="0" cy="4" rx="6" ry="3" fill="#f87171" />
            </g>
          ) : (
            <path
              d="M89 122 Q100 130 111 122"
              stroke="#9f4b3a"
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
            />
          )}
        </g>
      </svg>
      <figcaption className="absolute bottom-3 left-3 rounded-full bg-background/90 px-2.5 py-1 text-xs font-medium">
        AI Interviewer
      </figcaption>
    </figure>
  );
}
