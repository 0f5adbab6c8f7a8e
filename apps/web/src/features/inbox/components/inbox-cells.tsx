import { CircleCheck, CircleDot } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { inboxStatusLabel, mailtoHref } from '../lib/inbox-item.ts';

export function StatusBadge({ handledAt }: { handledAt: string | null }) {
  const label = inboxStatusLabel({ handled_at: handledAt });
  const Icon = label === 'Open' ? CircleDot : CircleCheck;
  return (
    <span
      title={handledAt ? `Handled ${new Date(handledAt).toLocaleString()}` : undefined}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        label === 'Open' ? 'border-primary/40 text-primary' : 'border-success/40 text-success',
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}

export function EmailLink({ email }: { email: string }) {
  const href = mailtoHref(email);
  if (!href) return <span>{email}</span>;
  return (
    <a href={href} className="text-primary underline-offset-4 hover:underline">
      {email}
    </a>
  );
}
