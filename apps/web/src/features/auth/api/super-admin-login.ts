import { useMutation } from '@tanstack/react-query';
import { authResult, type SuperAdminLoginBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** POST /t1/users/super_admin_login -> {token, user}. */
export async function superAdminLogin(body: SuperAdminLoginBody) {
  return authResult.parse(
    unwrap(await api.post('/t1/users/super_admin_login', { body, errorToast: FORM_TOAST })),
  );
}

export function useSuperAdminLogin() {
  return useMutation({ mutationFn: superAdminLogin });
}
