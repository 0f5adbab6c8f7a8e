import { FORM_LIMITS, FORM_MSG } from '@rehearse/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';
import { messageTone } from './message-tone.ts';

/** The message box of the public forms, with its live n/1000 counter and 'Min. 30 characters' hint. */
export function MessageField({
  registration,
  length,
  error,
}: {
  registration: UseFormRegisterReturn;
  length: number;
  error?: string | undefined;
}) {
  const tone = messageTone(length, { min: FORM_LIMITS.messageMin, max: FORM_LIMITS.messageMax });
  return (
    <FormField
      label="Message"
      error={error}
      hint={
        <span className="flex justify-between gap-4">
          <span>{FORM_MSG.messageMin}</span>
          <span
            className={cn('font-medium tabular-nums', tone === 'error' ? 'text-destructive' : 'text-success')}
          >
            {length}/{FORM_LIMITS.messageMax}
          </span>
        </span>
      }
    >
      <Textarea
        rows={6}
        maxLength={FORM_LIMITS.messageMax}
        placeholder="Type your message here."
        {...registration}
      />
    </FormField>
  );
}
