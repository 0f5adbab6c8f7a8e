import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** Accessible name, e.g. 'Upload progress'. */
  label: string;
};

/** A plain progress bar exposed as role=progressbar; no Radix package is needed for a read-only bar. */
export function Progress({ value, label, className, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className="h-full bg-primary transition-[width] duration-300 ease-out"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
