import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { QuestionAttempt } from '@rehearse/contracts';
import { paths } from '@/config/paths.ts';
import { calendarDate } from '@/lib/relative-time.ts';
import { formatScoreChange, scoreChangeTone } from '@/lib/score-change.ts';
import { cn } from '@/lib/utils.ts';

/** Every attempt at this question (the first one and its retakes) with the score and its change each time. */
export function QuestionAttempts({ attempts }: { attempts: QuestionAttempt[] }) {
  if (attempts.length < 2) return null;
  const index = attempts.findIndex((a) => a.current);
  const previous = index > 0 ? attempts[index - 1] : undefined;
  const current = attempts[index];
  return (
    <section aria-labelledby="attempts-title" className="rounded-lg border p-4">
      <h4 id="attempts-title" className="flex items-center gap-2 text-sm font-semibold">
        <History aria-hidden className="size-4" />
        {index > 0 ? 'Earlier attempts' : 'Your attempts at this question'}
      </h4>
      {current && previous ? (
        <p className="mt-1 text-sm">
          Your score went from {Math.round(previous.score)} to {Math.round(current.score)} (
          {formatScoreChange(current.score - previous.score)}) since your last attempt.
        </p>
      ) : null}
      <ol className="mt-2 grid gap-1 text-sm">
        {attempts.map((attempt, i) => {
          const change = i > 0 ? attempt.score - attempts[i - 1]!.score : null;
          const label = `Attempt ${i + 1}, ${calendarDate(attempt.created_at)}`;
          return (
            <li key={attempt.session_id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {attempt.current ? (
                <span className="font-medium">{label} (this report)</span>
              ) : (
                <Link
                  to={paths.dashboard.report.getHref(attempt.session_id)}
                  className="text-primary underline underline-offset-4"
                >
                  {label}
                </Link>
              )}
              <span className="tabular-nums">score {Math.round(attempt.score)}</span>
              {change !== null ? (
                <span className={cn('rounded-full px-2 text-xs font-medium', scoreChangeTone(change))}>
                  {formatScoreChange(change)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
