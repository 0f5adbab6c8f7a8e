import { useMutation } from '@tanstack/react-query';
import { authResult, type InstituteLoginBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** POST /t1/users/login -> {token, user, institute}; SPEC §7: the institute is attached to the stored user. */
export async function instituteLogin(body: InstituteLoginBody) {
  const result = authResult.parse(
    unwrap(await api.post('/t1/users/login', { body, errorToast: FORM_TOAST })),
  );
  return {
    token: result.token,
    user: { ...result.user, institute: result.user.institute ?? result.institute ?? null },
  };
}

export function useInstituteLogin() {
  return useMutation({ mutationFn: instituteLogin });
}
