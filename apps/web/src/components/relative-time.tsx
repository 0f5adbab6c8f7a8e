import { relativeTimeLabel } from '@/lib/relative-time.ts';

/** 'x minutes ago', with the exact local date and time on hover and for machines. */
export function RelativeTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={new Date(value).toLocaleString()} className="whitespace-nowrap">
      {relativeTimeLabel(value)}
    </time>
  );
}
