import { CalendarClock, RotateCcw } from 'lucide-react';
import type { InterviewSession } from '@rehearse/contracts';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card.tsx';
import { calendarDate, relativeTimeLabel } from '@/lib/relative-time.ts';
import { formatScoreChange, scoreChangeTone } from '@/lib/score-change.ts';
import { roleAppearance } from '@/lib/role-appearance.ts';
import { cn } from '@/lib/utils.ts';
import { scoreLabel } from '../lib/session-action.ts';
import { SessionActionButton } from './session-action-button.tsx';

const STATUS_STYLES: Record<InterviewSession['status'], string> = {
  'In Progress': 'bg-sky-100 text-sky-900',
  Completed: 'bg-amber-100 text-amber-900',
  'Generating Report': 'bg-violet-100 text-violet-900',
  'Report Generated': 'bg-green-100 text-green-900',
  'Not Completed': 'bg-red-100 text-red-900',
};

/** One interview of the dashboard grid (SPEC §2, §3 'Interview session'). */
export function InterviewCard({ session }: { session: InterviewSession }) {
  const { icon: Icon, iconColor: roleColour } = roleAppearance(session.job_title);
  const score = scoreLabel(session.overall_score);
  return (
    <Card className="flex w-full flex-col">
      <CardHeader className="gap-3">
        <div className="flex items-start gap-3">
          <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', roleColour)}>
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={`interview-${session.session_id}`} className="font-semibold leading-snug">
              {session.job_title}
            </h3>
            <p className="text-sm text-muted-foreground">
              {session.round_type} · {session.difficulty_level}
            </p>
          </div>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium',
              STATUS_STYLES[session.status],
            )}
          >
            {session.status}
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-1 text-sm">
        {session.retake ? (
          <p className="inline-flex items-center gap-1.5 text-muted-foreground">
            <RotateCcw aria-hidden className="size-4" />
            Retake of one question
          </p>
        ) : null}
        {score ? (
          <p>
            Overall score <span className="font-semibold tabular-nums">{score}</span>
            {session.score_change !== null ? (
              <>
                {' '}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-medium tabular-nums',
                    scoreChangeTone(session.score_change),
                  )}
                >
                  {formatScoreChange(session.score_change)}
                </span>{' '}
                <span className="text-muted-foreground">since your last {session.job_title} interview</span>
              </>
            ) : null}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <CalendarClock aria-hidden className="size-4" />
          <time dateTime={session.created_at} title={new Date(session.created_at).toLocaleString()}>
            {calendarDate(session.created_at)} · {relativeTimeLabel(session.created_at)}
          </time>
        </span>
        <SessionActionButton session={session} />
      </CardFooter>
    </Card>
  );
}
