import { SCORE_LEVELS, levelFor, type ScoreLevel } from '@rehearse/contracts';

export type LevelSegment = { label: ScoreLevel; from: number; to: number };

/** SPEC §9 levels, lowest first, as score ranges: Beginner 0-20 ... Expert 80-90, Extraordinary 90-100. */
export const LEVEL_SEGMENTS: readonly LevelSegment[] = [...SCORE_LEVELS]
  .reverse()
  .map((level, index, levels) => ({
    label: level.label,
    from: Math.max(0, level.above),
    to: levels[index + 1]?.above ?? 100,
  }));

const clampScore = (score: number) => Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0));

/**
 * Where the 'You are here' marker sits, in percent of the bar. The six labels get equal widths so each stays
 * readable, so a score is placed inside its own level's segment in proportion to that level's range.
 */
export function levelBarPosition(score: number): number {
  const clamped = clampScore(score);
  const label = levelFor(clamped);
  const index = LEVEL_SEGMENTS.findIndex((segment) => segment.label === label);
  const segment = LEVEL_SEGMENTS[index]!;
  const within = (clamped - segment.from) / (segment.to - segment.from);
  return ((index + within) / LEVEL_SEGMENTS.length) * 100;
}
