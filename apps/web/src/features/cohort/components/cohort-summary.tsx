import { INACTIVE_AFTER_DAYS } from '@rehearse/contracts';
import type { CohortSummary } from '../lib/cohort-stats.ts';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}

const score = (value: number | null) => (value === null ? '–' : String(value));

/** The cohort at a glance: who practises, the average, and where the cohort is weakest. */
export function CohortSummaryCards({ summary }: { summary: CohortSummary }) {
  const weakest = summary.areas[0];
  return (
    <section aria-label="Cohort summary" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Students"
          value={String(summary.students)}
          note={`${summary.practising} have practised`}
        />
        <Figure
          label={`Inactive ${INACTIVE_AFTER_DAYS}+ days`}
          value={String(summary.inactive)}
          note="No practice in the last two weeks"
        />
        <Figure label="Average overall score" value={score(summary.averageOverall)} note="Out of 100" />
        <Figure
          label="Weakest area"
          value={weakest?.average === null || !weakest ? '–' : weakest.label}
          note={weakest && weakest.average !== null ? `Cohort average ${weakest.average}` : 'No reports yet'}
        />
      </div>
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <h2 className="text-base font-semibold">Areas, weakest first</h2>
        <ul className="mt-3 grid gap-3">
          {summary.areas.map((area) => (
            <li key={area.area} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{area.label}</span>
                <span className="text-muted-foreground">
                  Average {score(area.average)} · weakest area of {area.weakestFor} student
                  {area.weakestFor === 1 ? '' : 's'}
                </span>
              </div>
              <div
                role="meter"
                aria-label={`${area.label} cohort average`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={area.average ?? 0}
                className="h-2 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${area.average ?? 0}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
