import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobTitle } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/**
 * GET /t1/interview/job_titles for the Select Role dropdown. The landing feature has its own fetcher for the same
 * endpoint (features do not share code); both use the key ['job-titles'], so the catalogue is fetched once.
 */
export async function getJobTitles(signal?: AbortSignal): Promise<JobTitle[]> {
  return unwrap(await api.get<{ job_titles: JobTitle[] }>('/t1/interview/job_titles', { signal })).job_titles;
}

export const getJobTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['job-titles'],
    queryFn: ({ signal }) => getJobTitles(signal),
    staleTime: 5 * 60_000,
  });

export function useJobTitles() {
  return useQuery(getJobTitlesQueryOptions());
}
