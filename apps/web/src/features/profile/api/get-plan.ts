import { queryOptions, useQuery } from '@tanstack/react-query';
import { interviewAllowance } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/users/allowance: the caller's plan and what is left of it. */
export const getPlanQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'plan'],
    queryFn: async ({ signal }) =>
      interviewAllowance.parse(unwrap(await api.get('/t1/users/allowance', { signal }))),
  });

export function usePlan() {
  return useQuery(getPlanQueryOptions());
}
