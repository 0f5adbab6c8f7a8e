import { Link } from 'react-router';
import { cn } from '@/lib/utils.ts';

/** The product name with its beta label (SPEC §2, §9), linking home. */
export function Brand({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn('flex items-center gap-2 rounded-md font-semibold tracking-tight', className)}
    >
      <img src="/favicon.svg" alt="" className="size-7" />
      <span className="text-lg">Rehearse</span>
      <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
        (beta)
      </span>
    </Link>
  );
}
