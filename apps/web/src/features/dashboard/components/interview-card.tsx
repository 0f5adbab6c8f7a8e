import { CalendarClock, ExternalLink } from 'lucide-react';
import type { InterviewSession } from '@rehearse/contracts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card.tsx';
import { paths } from '@/config/paths.ts';
import { relativeTimeLabel } from '@/lib/relative-time.ts';
import { cn } from '@/lib/utils.ts';

const STATUS_STYLES: Record<InterviewSession['status'], string> = {
  'In Progress': 'bg-sky-100 text-sky-900',
  Completed: 'bg-amber-100 text-amber-900',
  'Generating Report': 'bg-violet-100 text-violet-900',
  'Report Generated': 'bg-green-100 text-green-900',
  'Not Completed': 'bg-red-100 text-red-900',
};

/** One interview of the dashboard grid (SPEC §2). Generating a report arrives with the report issue. */
export function InterviewCard({ session }: { session: InterviewSession }) {
  return (
    <Card className="flex w-full flex-col">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold leading-snug">{session.job_title}</h3>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium',
              STATUS_STYLES[session.status],
            )}
          >
            {session.status}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {session.round_type} · {session.difficulty_level}
        </p>
      </CardHeader>
      <CardContent className="flex-1 text-sm">
        <p className="line-clamp-3 text-muted-foreground">{session.job_description}</p>
      </CardContent>
      <CardFooter className="justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <CalendarClock aria-hidden className="size-4" />
          <time dateTime={session.created_at}>{relativeTimeLabel(session.created_at)}</time>
        </span>
        {session.status === 'Report Generated' ? (
          <a
            href={paths.dashboard.report.getHref(session.session_id)}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            View Report
            <ExternalLink aria-hidden />
          </a>
        ) : null}
      </CardFooter>
    </Card>
  );
}
