import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobTitleRequestItem } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { inboxQueryString, type InboxFilter } from '../lib/inbox-filter.ts';

/** GET /t1/admin/job_title_requests?status= (super admin): Request Job Title submissions, newest first. */
export async function getJobTitleRequests(filter: InboxFilter, signal?: AbortSignal) {
  return z
    .array(jobTitleRequestItem)
    .parse(unwrap(await api.get(`/t1/admin/job_title_requests${inboxQueryString(filter)}`, { signal })));
}

/** Without a filter: the prefix of every filter's key, for invalidating all of them at once. */
export const getJobTitleRequestsQueryOptions = (filter?: InboxFilter) =>
  queryOptions({
    queryKey: filter ? ['inbox', 'job-title-requests', filter] : ['inbox', 'job-title-requests'],
    queryFn: ({ signal }) => getJobTitleRequests(filter ?? 'all', signal),
  });

export function useJobTitleRequests(filter: InboxFilter) {
  return useQuery(getJobTitleRequestsQueryOptions(filter));
}
