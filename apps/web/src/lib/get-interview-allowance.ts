import { queryOptions, useQuery } from '@tanstack/react-query';
import { interviewAllowance } from '@rehearse/contracts';
import { api, unwrap } from './api-client.ts';

/**
 * GET /t1/users/allowance: interviews the plan has left, shown on the dashboard and in the Create Interview
 * dialog (which says so before the form is filled when none are left). Starting an interview invalidates it.
 */
export async function getInterviewAllowance(signal?: AbortSignal) {
  return interviewAllowance.parse(
    unwrap(await api.get('/t1/users/allowance', { signal, errorToast: false })),
  );
}

export const getInterviewAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: ['interviews', 'allowance'],
    queryFn: ({ signal }) => getInterviewAllowance(signal),
    staleTime: 0,
  });

export function useInterviewAllowance() {
  return useQuery(getInterviewAllowanceQueryOptions());
}
