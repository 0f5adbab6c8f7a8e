import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MSG, jobTitle, type AddJobTitleBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { getJobTitleRequestsQueryOptions } from './get-job-title-requests.ts';

/**
 * The key under which the landing page and the Create Interview dialog cache GET /t1/interview/job_titles.
 * Features do not import each other, so it is repeated here; catalogue-query-key.test.ts (app/) checks that all
 * three still agree, otherwise a new title would not show in the hero search until a reload.
 */
export const CATALOGUE_QUERY_KEY = ['job-titles'] as const;

/** POST /t1/admin/job_titles: adds a title; with request_id the server marks that request handled too. */
export async function addJobTitle(body: AddJobTitleBody) {
  const result = await api.post('/t1/admin/job_titles', { body, errorToast: FORM_TOAST });
  const added = jobTitle.parse(unwrap(result));
  return { jobTitle: added, message: result.message || ADMIN_MSG.jobTitleAdded };
}

export function useAddJobTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addJobTitle,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: getJobTitleRequestsQueryOptions().queryKey }),
      ]),
  });
}
