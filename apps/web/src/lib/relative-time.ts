const DAY_MS = 24 * 60 * 60 * 1000;

const UNITS = [
  { name: 'year', days: 365 },
  { name: 'month', days: 30 },
  { name: 'week', days: 7 },
  { name: 'day', days: 1 },
] as const;

/** 'hh:mm a' (e.g. '03:07 PM') in the viewer's local time. */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  const hh = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  const mm = String(date.getMinutes()).padStart(2, '0');
  return `${hh}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * SPEC §1 relative-time label: 'n years/months/weeks/days ago' (pluralised); anything under a day old shows the
 * clock time instead. A date in the future (clock skew) also counts as under a day.
 */
export function relativeTimeLabel(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days < 1) return clockTime(date);
  const unit = UNITS.find((candidate) => days >= candidate.days)!;
  const count = Math.floor(days / unit.days);
  return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
}

const CALENDAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '12 Mar 2026' in the viewer's time zone: the day an interview took place. */
export function calendarDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : CALENDAR.format(date);
}
