import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobTitleRequestItem, type MarkHandledBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { getJobTitleRequestsQueryOptions } from './get-job-title-requests.ts';

/** PATCH /t1/admin/job_title_requests/:id {handled}: Mark handled, or Reopen. */
export async function markJobTitleRequest({ id, handled }: { id: string } & MarkHandledBody) {
  const body: MarkHandledBody = { handled };
  return jobTitleRequestItem.parse(
    unwrap(await api.patch(`/t1/admin/job_title_requests/${encodeURIComponent(id)}`, { body })),
  );
}

export function useMarkJobTitleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markJobTitleRequest,
    // Returned so the button stays busy until the list shows the new status.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getJobTitleRequestsQueryOptions().queryKey }),
  });
}
