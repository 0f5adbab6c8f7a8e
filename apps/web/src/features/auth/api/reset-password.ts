import { useMutation } from '@tanstack/react-query';
import { resetPasswordResult, type ResetPasswordBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** POST /t1/users/reset_password: sets the password with an emailed link -> where to sign in with it. */
export async function resetPassword(body: ResetPasswordBody) {
  return resetPasswordResult.parse(
    unwrap(await api.post('/t1/users/reset_password', { body, errorToast: FORM_TOAST })),
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
