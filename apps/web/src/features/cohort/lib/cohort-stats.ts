import { INACTIVE_AFTER_DAYS, SCORE_AREAS, type CohortStudent, type ScoreArea } from '@rehearse/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const AREAS = Object.keys(SCORE_AREAS) as ScoreArea[];
const AVERAGE_OF: Record<ScoreArea, keyof CohortStudent> = {
  domain_knowledge: 'average_domain_knowledge',
  articulation: 'average_articulation',
  communication: 'average_communication',
};

/** No practice (nor sign-up) for INACTIVE_AFTER_DAYS: flagged so the admin can nudge them. */
export function isInactive(student: CohortStudent, now = Date.now()): boolean {
  const last = Date.parse(student.last_interview_at ?? student.created_at);
  return now - last > INACTIVE_AFTER_DAYS * DAY_MS;
}

const mean = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;

export type CohortSummary = {
  students: number;
  practising: number;
  inactive: number;
  averageOverall: number | null;
  /** Each area's average over the students with a report, weakest first, with how many have it as weakest. */
  areas: { area: ScoreArea; label: string; average: number | null; weakestFor: number }[];
};

/** The cohort's numbers: every student weighs the same, whatever how often they practised. */
export function summariseCohort(students: readonly CohortStudent[], now = Date.now()): CohortSummary {
  const reported = students.filter((s) => s.average_overall !== null);
  const areas = AREAS.map((area) => ({
    area,
    label: SCORE_AREAS[area],
    average: mean(reported.map((s) => s[AVERAGE_OF[area]] as number)),
    weakestFor: students.filter((s) => s.weakest_area === area).length,
  })).sort((a, b) => (a.average ?? Infinity) - (b.average ?? Infinity));
  return {
    students: students.length,
    practising: students.filter((s) => s.interviews > 0).length,
    inactive: students.filter((s) => isInactive(s, now)).length,
    averageOverall: mean(reported.map((s) => s.average_overall!)),
    areas,
  };
}

export type CohortSort = {
  key: 'name' | 'interviews' | 'last_interview_at' | 'average_overall' | 'trend';
  direction: 'asc' | 'desc';
};
export type CohortFilter = {
  text: string;
  show: 'all' | 'inactive' | 'no_report';
  weakest: ScoreArea | 'any';
};

/** The table's rows: filtered, then sorted; students without a number sort last either way. */
export function viewCohort(
  students: readonly CohortStudent[],
  filter: CohortFilter,
  sort: CohortSort,
  now = Date.now(),
): CohortStudent[] {
  const text = filter.text.trim().toLowerCase();
  const rows = students.filter(
    (s) =>
      (!text || s.name.toLowerCase().includes(text) || s.email.toLowerCase().includes(text)) &&
      (filter.show === 'all' ||
        (filter.show === 'inactive' && isInactive(s, now)) ||
        (filter.show === 'no_report' && s.average_overall === null)) &&
      (filter.weakest === 'any' || s.weakest_area === filter.weakest),
  );
  const value = (s: CohortStudent): string | number | null =>
    sort.key === 'name'
      ? s.name.toLowerCase()
      : sort.key === 'last_interview_at'
        ? s.last_interview_at && Date.parse(s.last_interview_at)
        : s[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

/**
 * A spreadsheet cell: quoted, and a leading = + - @ (or tab/CR) neutralised with a quote mark, so a student
 * named "=HYPERLINK(...)" cannot become a formula in the admin's spreadsheet.
 */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The rows as the admin sees them, as CSV (Excel opens it, with a BOM for UTF-8 names). */
export function cohortCsv(students: readonly CohortStudent[], now = Date.now()): string {
  const header = [
    'Name',
    'Email',
    'Joined',
    'Interviews',
    'Last practice',
    'Average overall',
    'Domain Knowledge',
    'Articulation',
    'Communication',
    'Trend',
    'Weakest area',
    'Inactive 14+ days',
  ];
  const lines = students.map((s) =>
    [
      s.name,
      s.email,
      s.created_at.slice(0, 10),
      s.interviews,
      s.last_interview_at?.slice(0, 10) ?? null,
      s.average_overall,
      s.average_domain_knowledge,
      s.average_articulation,
      s.average_communication,
      s.trend,
      s.weakest_area ? SCORE_AREAS[s.weakest_area] : null,
      isInactive(s, now) ? 'yes' : 'no',
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
