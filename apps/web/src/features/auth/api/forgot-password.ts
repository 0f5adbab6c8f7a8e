import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** POST /t1/users/forgot_password: the same answer whether or not an account has this email. */
export async function forgotPassword(body: ForgotPasswordBody): Promise<string> {
  const result = await api.post('/t1/users/forgot_password', { body, errorToast: FORM_TOAST });
  unwrap(result);
  return result.message ?? '';
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
