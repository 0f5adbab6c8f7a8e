import type { ExternalToast } from 'sonner';

/**
 * SPEC §9: the Toaster shows at most 3 toasts for 4000 ms at the bottom right; sonner's own constants already
 * give the 356 px width, 14 px gap and 45 px swipe-to-dismiss threshold.
 */
export const TOASTER_SETTINGS = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  position: 'bottom-right',
} as const;

/** SPEC §9: toasts raised by forms stay 5000 ms at the top right. */
export const FORM_TOAST: ExternalToast = { duration: 5000, position: 'top-right' };
