import { LEVEL_SEGMENTS, levelBarPosition } from '../lib/level-bar.ts';

/** Green-to-indigo steps, one per level, light enough for dark labels (4.5:1). */
const SEGMENT_COLOURS = ['#fee2e2', '#ffedd5', '#fef9c3', '#dcfce7', '#dbeafe', '#e0e7ff'];

/**
 * The overall level bar: six SPEC levels and a 'You are here' marker at the interview's overall score. On a
 * phone the levels stack, so that every label stays whole, and the marker sits on its level's row.
 */
export function LevelBar({ score, level }: { score: number; level: string }) {
  const position = levelBarPosition(score);
  return (
    <section aria-labelledby="level-bar-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="level-bar-title" className="font-semibold">
        Overall level: <span className="text-primary">{level}</span>{' '}
        <span className="text-sm font-normal text-muted-foreground">({Math.round(score)} out of 100)</span>
      </h2>
      <div className="relative mt-4 mb-1 sm:mt-12">
        <div
          className="absolute -top-11 hidden -translate-x-1/2 flex-col items-center sm:flex"
          // Kept inside the card at the very ends of the scale.
          style={{ left: `clamp(2.5rem, ${position}%, calc(100% - 2.5rem))` }}
          aria-hidden
        >
          <span className="rounded-md bg-primary px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-primary-foreground">
            You are here
          </span>
          <span className="h-4 w-0.5 bg-primary" />
        </div>
        <ol className="grid grid-cols-1 overflow-hidden rounded-lg border text-sm font-medium sm:grid-cols-6 sm:text-center sm:text-xs">
          {LEVEL_SEGMENTS.map((segment, index) => {
            const here = segment.label === level;
            return (
              <li
                key={segment.label}
                className="flex min-h-10 items-center justify-between gap-2 border-t px-3 py-2 leading-tight first:border-t-0 sm:min-h-12 sm:flex-col sm:justify-center sm:gap-0.5 sm:border-t-0 sm:border-l sm:px-1 sm:first:border-l-0"
                style={{ backgroundColor: SEGMENT_COLOURS[index] }}
                aria-current={here ? 'true' : undefined}
              >
                <span>{segment.label}</span>
                <span className="text-xs font-normal text-slate-700 tabular-nums">
                  {segment.from}-{segment.to}
                </span>
                {here ? (
                  <span className="rounded-md bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground sm:hidden">
                    You are here
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
      <p className="sr-only">
        Overall score {Math.round(score)} out of 100, level {level}.
      </p>
    </section>
  );
}
