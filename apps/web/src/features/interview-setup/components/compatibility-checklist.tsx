import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { CHECK_TEXTS, MEDIA_CHECKS, type CheckStatus, type MediaCheckState } from '../lib/media-check.ts';
import { cn } from '@/lib/utils.ts';

const ICONS: Record<CheckStatus, { icon: typeof CircleCheck; className: string }> = {
  checking: { icon: LoaderCircle, className: 'animate-spin text-muted-foreground' },
  working: { icon: CircleCheck, className: 'text-green-600' },
  'not-working': { icon: CircleX, className: 'text-destructive' },
};

/** The browser, microphone and camera checks with the SPEC §8 texts; changes are announced politely. */
export function CompatibilityChecklist({ state }: { state: MediaCheckState }) {
  return (
    <ul aria-label="Compatibility checks" aria-live="polite" className="grid gap-2">
      {MEDIA_CHECKS.map((check) => {
        const { icon: Icon, className } = ICONS[state[check]];
        return (
          <li key={check} data-status={state[check]} className="flex items-center gap-2 text-sm">
            <Icon aria-hidden className={cn('size-4 shrink-0', className)} />
            <span className={cn(state[check] === 'not-working' && 'text-destructive')}>
              {CHECK_TEXTS[check][state[check]]}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
