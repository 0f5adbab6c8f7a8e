import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobTitle } from '@rehearse/contracts';
import { api, unwrap } from './api-client.ts';

type JobTitlesData = { job_titles: JobTitle[] };

/**
 * GET /t1/interview/job_titles: the public catalogue behind the hero search, the role cards and the Create
 * Interview dialog's Select Role; the inbox invalidates it when the super admin adds a title.
 */
export async function getJobTitles({ signal }: { signal?: AbortSignal } = {}): Promise<JobTitle[]> {
  const data = unwrap(await api.get<JobTitlesData>('/t1/interview/job_titles', { signal }));
  return data.job_titles;
}

export const getJobTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['job-titles'],
    queryFn: ({ signal }) => getJobTitles({ signal }),
    // The catalogue changes only when the super admin adds a title; a visitor's session never needs a refetch.
    staleTime: 5 * 60_000,
  });

export function useJobTitles() {
  return useQuery(getJobTitlesQueryOptions());
}
