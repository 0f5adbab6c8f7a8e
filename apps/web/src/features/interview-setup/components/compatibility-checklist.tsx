import { CircleCheck, CircleX, Eye, EyeOff, LoaderCircle, Mic } from 'lucide-react';
import { MicrophoneLevel } from '@/components/microphone-level.tsx';
import { cn } from '@/lib/utils.ts';
import type { EyeContactCheck } from '../hooks/use-eye-contact-check.ts';
import {
  checkText,
  MEDIA_CHECKS,
  MICROPHONE_SILENT,
  type CheckStatus,
  type MediaCheckState,
} from '../lib/media-check.ts';

const ICONS: Record<CheckStatus, { icon: typeof CircleCheck; className: string }> = {
  checking: { icon: LoaderCircle, className: 'animate-spin text-muted-foreground' },
  listening: { icon: Mic, className: 'text-primary' },
  working: { icon: CircleCheck, className: 'text-green-600' },
  'not-working': { icon: CircleX, className: 'text-destructive' },
};

const EYE_CONTACT_TEXT = {
  checking: 'Checking that eye contact can be measured...',
  ready: 'Eye contact will be measured while you answer.',
};

function EyeContactLine({ check }: { check: EyeContactCheck }) {
  const Icon = check.status === 'unavailable' ? EyeOff : check.status === 'ready' ? Eye : LoaderCircle;
  return (
    <li data-status={check.status} className="flex items-start gap-2 text-sm">
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-4 shrink-0',
          check.status === 'checking' ? 'animate-spin text-muted-foreground' : 'text-muted-foreground',
        )}
      />
      <span>
        {check.status === 'unavailable'
          ? `Eye contact cannot be measured: ${check.reason} Your answers are still recorded and scored; the report will show eye contact as not measured.`
          : EYE_CONTACT_TEXT[check.status]}
      </span>
    </li>
  );
}

type ChecklistProps = {
  state: MediaCheckState;
  microphone: MediaStream | null;
  silent: boolean;
  eyeContact: EyeContactCheck;
};

/**
 * The browser, microphone and camera checks with the SPEC §8 texts, the microphone's level while it listens for
 * the candidate's voice, and whether eye contact can be measured. Changes are announced politely.
 */
export function CompatibilityChecklist({ state, microphone, silent, eyeContact }: ChecklistProps) {
  return (
    <ul aria-label="Compatibility checks" aria-live="polite" className="grid gap-2">
      {MEDIA_CHECKS.map((check) => {
        const { icon: Icon, className } = ICONS[state[check]];
        const listening = state[check] === 'listening';
        return (
          <li key={check} data-status={state[check]} className="flex items-start gap-2 text-sm">
            <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', className)} />
            <div className="grid flex-1 gap-1.5">
              <span className={cn(state[check] === 'not-working' && 'text-destructive')}>
                {checkText(check, state[check])}
              </span>
              {listening && <MicrophoneLevel stream={microphone} className="max-w-xs" />}
              {listening && silent && <span className="text-muted-foreground">{MICROPHONE_SILENT}</span>}
            </div>
          </li>
        );
      })}
      <EyeContactLine check={eyeContact} />
    </ul>
  );
}
