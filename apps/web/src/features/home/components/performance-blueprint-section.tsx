import { levelFor } from '@rehearse/contracts';
import { Gauge } from '@/components/ui/gauge.tsx';
import { gaugeColour } from '@/lib/gauge-colour.ts';
import { cn } from '@/lib/utils.ts';

const SCORED_AREAS = [
  { title: 'Domain knowledge', score: 78, note: 'Covered 7 of 9 key points; missed capacity planning.' },
  { title: 'Articulation', score: 64, note: 'Clear structure; the answer lacked a measurable result.' },
  { title: 'Communication', score: 86, note: 'Steady pace and few fillers; a little monotone.' },
];

/** Sample values sit beside the targets the engine judges them against (DESIGN §5). */
const COMMUNICATION_CHECKS = [
  { check: 'Grammar', value: '94%', target: 'at least 90% of sentences without an issue', met: true },
  { check: 'Filler words', value: '3.1%', target: 'under 2% of words', met: false },
  { check: 'Speech rate', value: '2.4 words/s', target: '2.2 to 2.7 words per second', met: true },
  { check: 'Word repetitions', value: '1.8%', target: 'under 3% of words', met: true },
  { check: 'Intonations', value: '3.2 semitones', target: 'a pitch range of 4 to 10 semitones', met: false },
];

export function PerformanceBlueprintSection() {
  return (
    <section aria-labelledby="blueprint-title" className="below-fold py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="blueprint-title" className="text-center text-3xl font-bold tracking-tight">
          Your performance blueprint
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          A sample report for a backend developer interview. Yours shows the same three scores for every
          answer, with the evidence behind each number.
        </p>
        <div className="mt-12 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h3 className="text-lg font-semibold">Sample report: Backend Developer, technical round</h3>
          <ul className="mt-6 grid gap-8 sm:grid-cols-3">
            {SCORED_AREAS.map((area) => (
              <li key={area.title} className="flex flex-col items-center text-center">
                <Gauge
                  value={area.score}
                  color={gaugeColour(area.score)}
                  label={`${area.title} score`}
                  className="w-40"
                />
                <h4 className="mt-3 font-semibold">{area.title}</h4>
                <p className="text-sm font-medium text-accent-foreground">{levelFor(area.score)}</p>
                <p className="mt-1 text-sm text-muted-foreground">{area.note}</p>
              </li>
            ))}
          </ul>
          <h4 className="mt-10 font-semibold">Communication checks</h4>
          {/* A list rather than a table: it stacks on a phone instead of scrolling sideways. */}
          <div
            aria-hidden
            className="mt-3 hidden border-b pb-2 text-sm text-muted-foreground sm:grid sm:grid-cols-[10rem_9rem_1fr_7rem] sm:gap-4"
          >
            <span>Check</span>
            <span>Sample value</span>
            <span>Target</span>
            <span>Result</span>
          </div>
          <ul className="divide-y text-sm">
            {COMMUNICATION_CHECKS.map((row) => (
              <li
                key={row.check}
                className="grid grid-cols-2 gap-x-4 gap-y-1 py-3 sm:grid-cols-[10rem_9rem_1fr_7rem] sm:items-center"
              >
                <span className="font-medium">{row.check}</span>
                <span className="text-right tabular-nums sm:text-left">{row.value}</span>
                <span className="col-span-2 text-muted-foreground sm:col-span-1">
                  <span className="sm:sr-only">Target: </span>
                  {row.target}
                </span>
                <span
                  className={cn(
                    'col-span-2 font-medium sm:col-span-1',
                    row.met ? 'text-success' : 'text-destructive',
                  )}
                >
                  {row.met ? 'On target' : 'Work on it'}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
