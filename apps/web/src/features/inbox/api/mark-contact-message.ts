import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessageItem, type MarkHandledBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { getContactMessagesQueryOptions } from './get-contact-messages.ts';

/** PATCH /t1/admin/contact_messages/:id {handled}: Mark handled, or Reopen. */
export async function markContactMessage({ id, handled }: { id: string } & MarkHandledBody) {
  const body: MarkHandledBody = { handled };
  return contactMessageItem.parse(
    unwrap(await api.patch(`/t1/admin/contact_messages/${encodeURIComponent(id)}`, { body })),
  );
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    // Returned so the button stays busy until the list shows the new status.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getContactMessagesQueryOptions().queryKey }),
  });
}
