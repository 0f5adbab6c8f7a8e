import { useMutation } from '@tanstack/react-query';
import { instituteSignUpResult, type CreateInstituteUserBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** POST /t1/institute/createInstituteUser without a session: self sign-up, answered with {token, user}. */
export async function instituteSignUp(body: CreateInstituteUserBody) {
  return instituteSignUpResult.parse(
    unwrap(await api.post('/t1/institute/createInstituteUser', { body, errorToast: FORM_TOAST })),
  );
}

export function useInstituteSignUp() {
  return useMutation({ mutationFn: instituteSignUp });
}
