import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { SCORE_AREAS, type CohortStudent } from '@rehearse/contracts';
import { RelativeTime } from '@/components/relative-time.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { paths } from '@/config/paths.ts';
import { isInactive, type CohortSort } from '../lib/cohort-stats.ts';

const COLUMNS: { key: CohortSort['key'] | null; label: string }[] = [
  { key: 'name', label: 'Student' },
  { key: 'interviews', label: 'Interviews' },
  { key: 'last_interview_at', label: 'Last practice' },
  { key: 'average_overall', label: 'Average' },
  { key: null, label: 'Domain / Articulation / Communication' },
  { key: 'trend', label: 'Trend' },
  { key: null, label: 'Weakest area' },
];

function Trend({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">–</span>;
  const tone = value > 0 ? 'text-emerald-700' : value < 0 ? 'text-red-700' : 'text-muted-foreground';
  return (
    <span className={tone} title="Latest report against the average of the three before it">
      {value > 0 ? '+' : ''}
      {value}
    </span>
  );
}

function SortButton({
  column,
  sort,
  onSort,
}: {
  column: CohortSort['key'];
  sort: CohortSort;
  onSort: (s: CohortSort) => void;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 font-medium hover:text-foreground"
      onClick={() =>
        onSort({
          key: column,
          direction:
            active && sort.direction === 'desc'
              ? 'asc'
              : active
                ? 'desc'
                : column === 'name'
                  ? 'asc'
                  : 'desc',
        })
      }
    >
      {COLUMNS.find((c) => c.key === column)!.label}
      <Icon aria-hidden className="size-3.5" />
    </button>
  );
}

/** One row per student; a name opens their progress and reports. */
export function CohortTable({
  students,
  sort,
  onSort,
  now,
}: {
  students: readonly CohortStudent[];
  sort: CohortSort;
  onSort: (sort: CohortSort) => void;
  now: number;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead
              key={column.label}
              aria-sort={
                column.key && sort.key === column.key
                  ? sort.direction === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : undefined
              }
            >
              {column.key ? <SortButton column={column.key} sort={sort} onSort={onSort} /> : column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {students.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
              No students match.
            </TableCell>
          </TableRow>
        ) : null}
        {students.map((s) => (
          <TableRow key={s.id}>
            <TableCell>
              <Link
                to={paths.dashboard.student.getHref(s.id)}
                className="font-medium text-primary hover:underline"
              >
                {s.name}
              </Link>
              <div className="text-xs text-muted-foreground">{s.email}</div>
            </TableCell>
            <TableCell className="tabular-nums">{s.interviews}</TableCell>
            <TableCell>
              <div className="flex flex-wrap items-center gap-2">
                {s.last_interview_at ? (
                  <RelativeTime value={s.last_interview_at} />
                ) : (
                  <span className="text-muted-foreground">Never</span>
                )}
                {isInactive(s, now) ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    Inactive
                  </span>
                ) : null}
              </div>
            </TableCell>
            <TableCell className="font-semibold tabular-nums">{s.average_overall ?? '–'}</TableCell>
            <TableCell className="tabular-nums text-muted-foreground">
              {s.average_overall === null
                ? '–'
                : `${s.average_domain_knowledge} / ${s.average_articulation} / ${s.average_communication}`}
            </TableCell>
            <TableCell className="tabular-nums">
              <Trend value={s.trend} />
            </TableCell>
            <TableCell>{s.weakest_area ? SCORE_AREAS[s.weakest_area] : '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
