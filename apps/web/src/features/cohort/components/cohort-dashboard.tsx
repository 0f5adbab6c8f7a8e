import { Download } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { SCORE_AREAS } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCohort } from '../api/get-cohort.ts';
import {
  cohortCsv,
  summariseCohort,
  viewCohort,
  type CohortFilter,
  type CohortSort,
} from '../lib/cohort-stats.ts';
import { CohortSummaryCards } from './cohort-summary.tsx';
import { CohortTable } from './cohort-table.tsx';

const SELECT = 'h-9 rounded-md border bg-background px-2 text-sm';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** The institute admin's home: who practises, how the cohort scores, where it is weak (issue 12). */
export function CohortDashboard({ actions }: { actions?: ReactNode }) {
  const cohort = useCohort();
  const [filter, setFilter] = useState<CohortFilter>({ text: '', show: 'all', weakest: 'any' });
  const [sort, setSort] = useState<CohortSort>({ key: 'name', direction: 'asc' });
  // The moment the numbers were read: the inactive flags and the summary agree, and rendering stays pure.
  const now = cohort.dataUpdatedAt;
  const summary = useMemo(() => (cohort.data ? summariseCohort(cohort.data, now) : null), [cohort.data, now]);
  const rows = useMemo(
    () => (cohort.data ? viewCohort(cohort.data, filter, sort, now) : []),
    [cohort.data, filter, sort, now],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Cohort</h1>
          <p className="text-muted-foreground">
            Who practises, how your students score, and where they are weakest.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {cohort.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : cohort.isError ? (
        <p role="alert" className="flex items-center gap-3 rounded-lg border p-6 text-muted-foreground">
          The cohort could not be loaded.
          <Button variant="outline" size="sm" onClick={() => void cohort.refetch()}>
            Retry
          </Button>
        </p>
      ) : cohort.data.length === 0 ? (
        <p className="rounded-lg border p-6 text-muted-foreground">
          No students yet. Import a CSV of names and emails, add one with Create User, or share your
          institute&apos;s sign-up link.
        </p>
      ) : (
        <>
          <CohortSummaryCards summary={summary!} />
          <section aria-labelledby="students-title" className="rounded-xl border bg-card p-4 shadow-sm">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
              <h2 id="students-title" className="text-lg font-semibold">
                Students{' '}
                <span className="text-sm font-normal text-muted-foreground">({rows.length} shown)</span>
              </h2>
              <div className="flex flex-wrap items-end gap-3">
                <div className="grid gap-1">
                  <Label htmlFor="cohort-search">Search</Label>
                  <Input
                    id="cohort-search"
                    className="h-9 w-52"
                    placeholder="Name or email"
                    value={filter.text}
                    onChange={(event) => setFilter({ ...filter, text: event.target.value })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor="cohort-show">Show</Label>
                  <select
                    id="cohort-show"
                    className={SELECT}
                    value={filter.show}
                    onChange={(event) =>
                      setFilter({ ...filter, show: event.target.value as CohortFilter['show'] })
                    }
                  >
                    <option value="all">All students</option>
                    <option value="inactive">Inactive 14+ days</option>
                    <option value="no_report">No report yet</option>
                  </select>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor="cohort-weakest">Weakest area</Label>
                  <select
                    id="cohort-weakest"
                    className={SELECT}
                    value={filter.weakest}
                    onChange={(event) =>
                      setFilter({ ...filter, weakest: event.target.value as CohortFilter['weakest'] })
                    }
                  >
                    <option value="any">Any</option>
                    {Object.entries(SCORE_AREAS).map(([area, label]) => (
                      <option key={area} value={area}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
                <Button variant="outline" onClick={() => download('cohort.csv', cohortCsv(rows, now))}>
                  <Download aria-hidden />
                  Export CSV
                </Button>
              </div>
            </div>
            <CohortTable students={rows} sort={sort} onSort={setSort} now={now} />
          </section>
        </>
      )}
    </div>
  );
}
