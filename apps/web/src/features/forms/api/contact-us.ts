import { useMutation } from '@tanstack/react-query';
import type { ContactUsBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** POST /t1/application/contact_us. */
export async function contactUs(body: ContactUsBody) {
  return unwrap(await api.post('/t1/application/contact_us', { body, errorToast: FORM_TOAST }));
}

export function useContactUs() {
  return useMutation({ mutationFn: contactUs });
}
