import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

type GaugeProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** Colour of the filled arc (any CSS colour); the caller decides what a value means. */
  color: string;
  /** Accessible name, e.g. 'Domain knowledge score'. */
  label: string;
};

const ARC = 'M 10 50 A 40 40 0 0 1 90 50';

/**
 * A half-circle score gauge in plain SVG: `pathLength=100` turns the value straight into the dash length, so no
 * trigonometry or chart library is needed. Exposed to assistive technology as a meter.
 */
export function Gauge({ value, color, label, className, ...props }: GaugeProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${Math.round(clamped)} out of 100`}
      className={cn('relative', className)}
      {...props}
    >
      <svg viewBox="0 0 100 56" className="w-full" aria-hidden focusable="false">
        <path d={ARC} fill="none" stroke="var(--color-muted)" strokeWidth="10" strokeLinecap="round" />
        <path
          d={ARC}
          fill="none"
          stroke={color}
          strokeWidth="10"
          strokeLinecap="round"
          pathLength={100}
          strokeDasharray={`${clamped} 100`}
        />
      </svg>
      <span className="absolute inset-x-0 bottom-0 text-center text-2xl font-bold tabular-nums" aria-hidden>
        {Math.round(clamped)}
      </span>
    </div>
  );
}
