import { ANSWER_SECONDS } from '@rehearse/contracts';
import { countdownColour, formatClock } from '../lib/countdown.ts';

const RADIUS = 42;

/** The answer's time left as a shrinking ring whose colour changes at the SPEC §9 stages. */
export function CountdownCircle({
  secondsLeft,
  totalSeconds = ANSWER_SECONDS,
}: {
  secondsLeft: number;
  totalSeconds?: number;
}) {
  const share = Math.min(1, Math.max(0, secondsLeft / totalSeconds));
  const colour = countdownColour(secondsLeft, totalSeconds);
  const clock = formatClock(secondsLeft);
  return (
    <div role="timer" aria-label={`Time left ${clock}`} className="relative size-24 shrink-0">
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden focusable="false">
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="var(--color-muted)" strokeWidth="8" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke={colour}
          strokeWidth="8"
          strokeLinecap="round"
          pathLength={100}
          strokeDasharray={`${share * 100} 100`}
          className="transition-[stroke-dasharray,stroke] duration-300 ease-linear"
        />
      </svg>
      <span
        className="absolute inset-0 flex items-center justify-center text-lg font-semibold tabular-nums"
        style={{ color: colour }}
        aria-hidden
      >
        {clock}
      </span>
    </div>
  );
}
