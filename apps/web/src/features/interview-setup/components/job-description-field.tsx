import { useId, type ComponentProps } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';
import { jobDescriptionCounter } from '../lib/character-counter.ts';

type JobDescriptionFieldProps = {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  text: string;
  error?: string | undefined;
  textareaProps: ComponentProps<'textarea'>;
};

/** SPEC §2: the Job Description toggle (off by default) and, when on, the text area with its n/1000 counter. */
export function JobDescriptionField({
  enabled,
  onEnabledChange,
  text,
  error,
  textareaProps,
}: JobDescriptionFieldProps) {
  const id = useId();
  const counter = jobDescriptionCounter(text);
  return (
    <div className="grid gap-2">
      <div className="flex items-center gap-3">
        <Switch id={`${id}-toggle`} checked={enabled} onCheckedChange={onEnabledChange} />
        <Label htmlFor={`${id}-toggle`}>Job Description</Label>
      </div>
      {enabled ? (
        <>
          <Textarea
            aria-label="Custom job description"
            placeholder="Type your message here."
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
            {...textareaProps}
          />
          <div className="flex items-start justify-between gap-3 text-xs">
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : (
              <span />
            )}
            <span
              id={`${id}-counter`}
              data-over-limit={counter.overLimit}
              className={cn(
                'tabular-nums',
                counter.overLimit ? 'font-medium text-destructive' : 'text-muted-foreground',
              )}
            >
              {counter.label}
            </span>
          </div>
        </>
      ) : null}
    </div>
  );
}
