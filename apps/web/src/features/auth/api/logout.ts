import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client.ts';

/** POST /t1/users/logout: revokes the token on the server. */
export async function logout() {
  return unwrap(await api.post<Record<string, never>>('/t1/users/logout'));
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
