/** SPEC §9 level labels, highest first: a score strictly above `above` earns the label. */
export const SCORE_LEVELS = [
  { label: 'Extraordinary', above: 90 },
  { label: 'Expert', above: 80 },
  { label: 'Advanced Professional', above: 60 },
  { label: 'Professional', above: 40 },
  { label: 'Entry-Level', above: 20 },
  { label: 'Beginner', above: Number.NEGATIVE_INFINITY },
] as const;
export type ScoreLevel = (typeof SCORE_LEVELS)[number]['label'];
export const INCOMPLETE_RESPONSE = 'Incomplete Response';

export function levelFor(score: number): ScoreLevel {
  return SCORE_LEVELS.find((level) => score > level.above)!.label;
}

/** SPEC §9 gauge colour bands (lower bounds, highest first). */
export const GAUGE_BANDS = [84, 83.3, 65.32, 49.98, 33.32, 16.66] as const;

/** Answer time limit and the countdown colour stages (fractions of time left). */
export const ANSWER_SECONDS = 120;
export const COUNTDOWN_STAGES = [1, 0.8, 0.6, 0.4, 0] as const;
