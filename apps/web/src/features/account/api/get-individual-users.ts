import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { individualUser } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/superAdmin/users?q=…: individual users with plan and usage (newest 200, or those matching q). */
export async function getIndividualUsers(q: string, signal?: AbortSignal) {
  const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  return z.array(individualUser).parse(unwrap(await api.get(`/t1/superAdmin/users${query}`, { signal })));
}

export const getIndividualUsersQueryOptions = (q = '') =>
  queryOptions({
    queryKey: ['individual-users', q.trim()],
    queryFn: ({ signal }) => getIndividualUsers(q, signal),
  });

export function useIndividualUsers(q: string) {
  return useQuery(getIndividualUsersQueryOptions(q));
}
