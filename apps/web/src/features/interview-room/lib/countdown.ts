import { ANSWER_SECONDS, COUNTDOWN_STAGES } from '@rehearse/contracts';

/**
 * One colour per SPEC §9 stage: from the start (100% of time left) green, at 80% lime, at 60% amber, at 40%
 * orange and red when time is up. Tailwind 600 shades keep at least 3:1 contrast on white (WCAG 1.4.11).
 */
export const COUNTDOWN_COLOURS = ['#16a34a', '#65a30d', '#ca8a04', '#ea580c', '#dc2626'] as const;

/** Index of the stage reached: the last threshold that the share of time left has fallen to. */
export function countdownStage(secondsLeft: number, totalSeconds: number = ANSWER_SECONDS): number {
  const left = Math.min(1, Math.max(0, secondsLeft / totalSeconds));
  let stage = 0;
  COUNTDOWN_STAGES.forEach((threshold, index) => {
    if (left <= threshold) stage = index;
  });
  return stage;
}

export function countdownColour(secondsLeft: number, totalSeconds: number = ANSWER_SECONDS): string {
  return COUNTDOWN_COLOURS[countdownStage(secondsLeft, totalSeconds)]!;
}

/** 'm:ss' for the timer's text and accessible name. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
