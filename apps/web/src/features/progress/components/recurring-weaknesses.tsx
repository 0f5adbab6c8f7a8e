import { Repeat } from 'lucide-react';
import type { RecurringWeakness } from '@rehearse/contracts';

const GROUPS = [
  { kind: 'key_point', title: 'Key points you miss again and again' },
  { kind: 'filler', title: 'Fillers you use most' },
] as const;

/** The weaknesses that come back across reports, in full sentences, with how often. */
export function RecurringWeaknesses({ items }: { items: RecurringWeakness[] }) {
  return (
    <section aria-labelledby="recurring-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="recurring-title" className="flex items-center gap-2 font-semibold">
        <Repeat aria-hidden className="size-4" />
        Recurring weaknesses
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Nothing comes back yet: no key point was missed twice and no filler was used more than once.
        </p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {GROUPS.map(({ kind, title }) => {
            const group = items.filter((i) => i.kind === kind);
            return (
              <div key={kind}>
                <h3 className="text-sm font-medium">{title}</h3>
                {group.length ? (
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                    {group.map((item) => (
                      <li key={item.text}>{item.text}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-sm text-muted-foreground">None so far.</p>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
