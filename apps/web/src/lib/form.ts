import { toast } from 'sonner';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { GENERIC_ERROR } from '@rehearse/contracts';
import { ApiError } from './api-client.ts';
import { FORM_TOAST } from './toast.ts';

/**
 * SPEC §5: a field's message disappears as soon as the field is edited; the next check happens on submit.
 * Use with `reValidateMode: 'onSubmit'` so typing does not bring a new message back at once.
 */
export function registerClearing<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) {
  return form.register(name, {
    onChange: () => {
      if (form.formState.errors[name as keyof typeof form.formState.errors]) form.clearErrors(name);
    },
  });
}

/** The API client already showed the server's message; anything else (e.g. a malformed answer) gets SPEC §8's. */
export function toastUnexpectedError(error: unknown) {
  if (error instanceof ApiError) return;
  console.error(error);
  toast.error(GENERIC_ERROR, FORM_TOAST);
}
