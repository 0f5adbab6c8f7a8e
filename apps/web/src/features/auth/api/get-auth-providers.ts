import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client.ts';

/** Which identity provider signs individuals in: Google, another OIDC issuer, or the offline demo one. */
export type AuthProvider = { kind: 'google' | 'oidc' | 'demo'; label: string };

export async function getAuthProviders(signal?: AbortSignal) {
  return unwrap(await api.get<AuthProvider>('/t1/auth/providers', { signal }));
}

export const getAuthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
