import { queryOptions, useQuery } from '@tanstack/react-query';
import { cohort } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/institute/cohort (institute admin): every student of the admin's institute with their numbers. */
export async function getCohort(signal?: AbortSignal) {
  return cohort.parse(unwrap(await api.get('/t1/institute/cohort', { signal }))).students;
}

export const getCohortQueryOptions = () =>
  queryOptions({ queryKey: ['cohort'], queryFn: ({ signal }) => getCohort(signal) });

export function useCohort() {
  return useQuery(getCohortQueryOptions());
}
