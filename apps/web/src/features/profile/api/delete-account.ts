import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** DELETE /t1/users/me {email}: the account with everything in it, recordings included. */
export async function deleteAccount(body: DeleteAccountBody) {
  const result = await api.delete('/t1/users/me', { body, errorToast: FORM_TOAST });
  unwrap(result);
  return result.message ?? '';
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
