import { useEffect, useEffectEvent, useState } from 'react';

const TICK_MS = 250;

/**
 * Seconds left of the answer time while `running`; calls `onElapsed` once when they run out. Measured from the
 * clock, not by counting ticks, so a busy main thread cannot stretch the 120 s.
 */
export function useCountdown(running: boolean, totalSeconds: number, onElapsed: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(totalSeconds);
  const elapsed = useEffectEvent(onElapsed);

  useEffect(() => {
    if (!running) return;
    const startedAt = performance.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, totalSeconds - (performance.now() - startedAt) / 1000);
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        elapsed();
      }
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      setSecondsLeft(totalSeconds);
    };
  }, [running, totalSeconds]);

  return running ? secondsLeft : totalSeconds;
}
