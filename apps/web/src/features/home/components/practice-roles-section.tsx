import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useJobTitles } from '@/lib/get-job-titles.ts';
import { cn } from '@/lib/utils.ts';
import { selectedRoleFor, type SelectedRole } from '../lib/selected-role.ts';
import { PRACTICE_ROLE_CARDS } from './practice-roles.ts';

/** 'Try for Free': the eight SPEC role cards; each starts practice with that role straight away. */
export function PracticeRolesSection({ onStartPractice }: { onStartPractice: (role: SelectedRole) => void }) {
  // Shares the hero's query (same key), so the catalogue is fetched once for the whole page.
  const { data: catalogue } = useJobTitles();

  return (
    <section aria-labelledby="try-for-free-title" className="below-fold bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="try-for-free-title" className="text-center text-3xl font-bold tracking-tight">
          Try for Free
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          Start with one of our most practised roles. Each interview uses questions written for that job.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PRACTICE_ROLE_CARDS.map((card) => (
            <li
              key={card.title}
              className={cn('flex flex-col rounded-xl border p-5 shadow-sm', card.bgColor)}
            >
              <span
                className={cn(
                  'mb-4 inline-flex size-11 items-center justify-center rounded-lg',
                  card.iconColor,
                )}
              >
                <card.icon className="size-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-700">{card.description}</p>
              <Button
                variant="outline"
                className="mt-5 self-start"
                aria-label={`Start Practice: ${card.title}`}
                onClick={() =>
                  onStartPractice(selectedRoleFor(card.title, card.fallbackJobDescription, catalogue))
                }
              >
                Start Practice
                <ArrowRight aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
