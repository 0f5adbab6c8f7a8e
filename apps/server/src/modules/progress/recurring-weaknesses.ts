import type { RecurringWeakness } from '@rehearse/contracts';
import { type ReportSummary, keyPointSentences } from '@rehearse/engine';

/** A key point counts as recurring once it is missed in this many answers. */
const KEY_POINT_MIN = 2;
const KEY_POINTS_SHOWN = 5;
const FILLERS_SHOWN = 3;

/** Counts by a case-insensitive key, keeping the first spelling seen. */
function tally(items: Iterable<[string, number]>) {
  const counts = new Map<string, { text: string; count: number }>();
  for (const [text, n] of items) {
    const key = text.trim().toLowerCase();
    const entry = counts.get(key) ?? { text: text.trim(), count: 0 };
    entry.count += n;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
}

/**
 * The weaknesses that come back across a user's reports: key points missed in several answers, said as the report says
 * a missed point ("A strong answer also says how it ended, which 3 of your answers did not."), and the fillers said
 * most. Each is a sentence the progress page shows as it is.
 */
export function recurringWeaknesses(summaries: ReportSummary[]): RecurringWeakness[] {
  const keyPoints = tally(summaries.flatMap((s) => s.missed_key_points.map((p): [string, number] => [p, 1])))
    .filter((k) => k.count >= KEY_POINT_MIN)
    .slice(0, KEY_POINTS_SHOWN)
    .map(({ text, count }) => ({
      kind: 'key_point' as const,
      count,
      text: `${keyPointSentences(text).missing}, which ${count} of your answers did not.`,
    }));
  const fillers = tally(summaries.flatMap((s) => Object.entries(s.fillers)))
    .filter((f) => f.count >= 2)
    .slice(0, FILLERS_SHOWN)
    .map(({ text, count }) => ({
      kind: 'filler' as const,
      count,
      text: `You said "${text}" as a filler ${count} times.`,
    }));
  return [...keyPoints, ...fillers];
}
