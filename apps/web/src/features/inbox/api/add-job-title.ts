import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MSG, jobTitle, type AddJobTitleBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { getJobTitlesQueryOptions } from '@/lib/get-job-titles.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { getJobTitleRequestsQueryOptions } from './get-job-title-requests.ts';

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
        // The hero search and Select Role show the new title at once.
        queryClient.invalidateQueries({ queryKey: getJobTitlesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getJobTitleRequestsQueryOptions().queryKey }),
      ]),
  });
}
