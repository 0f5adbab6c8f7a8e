import { queryOptions, useQuery } from '@tanstack/react-query';
import { userProgress } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/users/progress: the caller's interviews with a report, oldest first, and recurring weaknesses. */
export async function getProgress(signal?: AbortSignal) {
  return userProgress.parse(unwrap(await api.get('/t1/users/progress', { signal })));
}

export const getProgressQueryOptions = () =>
  queryOptions({
    queryKey: ['interviews', 'progress'],
    queryFn: ({ signal }) => getProgress(signal),
  });

export function useProgress() {
  return useQuery(getProgressQueryOptions());
}
