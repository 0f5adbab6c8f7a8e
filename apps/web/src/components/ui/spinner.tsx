import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the viewport while the auth state or a lazy route is not known yet. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50dvh] w-full items-center justify-center">
      <Spinner className="size-10" />
    </div>
  );
}
