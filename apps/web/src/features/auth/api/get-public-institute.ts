import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicInstitute } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/institute/public/:id: the institute's name for the branding of its sign-in and sign-up screens. */
export async function getPublicInstitute(id: string, signal?: AbortSignal) {
  // No toast: the screen itself says when the institute does not exist.
  const result = await api.get(`/t1/institute/public/${encodeURIComponent(id)}`, {
    signal,
    errorToast: false,
  });
  return publicInstitute.parse(unwrap(result));
}

export const getPublicInstituteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['institutes', 'public', id],
    queryFn: ({ signal }) => getPublicInstitute(id, signal),
    staleTime: 5 * 60_000,
  });

export function usePublicInstitute(id: string) {
  return useQuery(getPublicInstituteQueryOptions(id));
}
