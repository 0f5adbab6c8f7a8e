import { useMutation } from '@tanstack/react-query';
import type { RequestJobTitleBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/** POST /t1/application/request_job_title: asks for a role missing from the job-title list. */
export async function requestJobTitle(body: RequestJobTitleBody) {
  return unwrap(await api.post('/t1/application/request_job_title', { body, errorToast: FORM_TOAST }));
}

export function useRequestJobTitle() {
  return useMutation({ mutationFn: requestJobTitle });
}
