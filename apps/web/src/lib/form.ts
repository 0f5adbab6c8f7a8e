import { toast } from 'sonner';
import { GENERIC_ERROR } from '@rehearse/contracts';
import { ApiError } from './api-client.ts';
import { FORM_TOAST } from './toast.ts';

/** The API client already showed the server's message; anything else (e.g. a malformed answer) gets SPEC §8's. */
export function toastUnexpectedError(error: unknown) {
  if (error instanceof ApiError) return;
  console.error(error);
  toast.error(GENERIC_ERROR, FORM_TOAST);
}
