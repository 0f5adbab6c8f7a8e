import { LEVEL_SEGMENTS, levelBarPosition } from '../lib/level-bar.ts';

/** Green-to-indigo steps, one per level, light enough for dark labels (4.5:1). */
const SEGMENT_COLOURS = ['#fee2e2', '#ffedd5', '#fef9c3', '#dcfce7', '#dbeafe', '#e0e7ff'];

/** The overall level bar: six SPEC levels and a 'You are here' marker at the interview's overall score. */
export function LevelBar({ score, level }: { score: number; level: string }) {
  const position = levelBarPosition(score);
  return (
    <section aria-labelledby="level-bar-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="level-bar-title" className="font-semibold">
        Overall level: <span className="text-primary">{level}</span>
      </h2>
      <div className="relative mt-12 mb-1">
        <div
          className="absolute -top-11 flex -translate-x-1/2 flex-col items-center"
          // Kept inside the card at the very ends of the scale.
          style={{ left: `clamp(2.5rem, ${position}%, calc(100% - 2.5rem))` }}
        >
          <span className="rounded-md bg-primary px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-primary-foreground">
            You are here
          </span>
          <span className="h-4 w-0.5 bg-primary" aria-hidden />
        </div>
        <ol className="grid grid-cols-6 overflow-hidden rounded-lg border text-center text-[0.7rem] font-medium sm:text-xs">
          {LEVEL_SEGMENTS.map((segment, index) => (
            <li
              key={segment.label}
              className="flex min-h-12 items-center justify-center border-l px-1 py-2 leading-tight first:border-l-0"
              style={{ backgroundColor: SEGMENT_COLOURS[index] }}
              aria-current={segment.label === level ? 'true' : undefined}
            >
              {segment.label}
            </li>
          ))}
        </ol>
      </div>
      <p className="sr-only">
        Overall score {Math.round(score)} out of 100, level {level}.
      </p>
    </section>
  );
}
