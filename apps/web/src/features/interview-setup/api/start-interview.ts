import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/api-client.ts';
import { api } from '@/lib/api-client.ts';
import { getInterviewAllowanceQueryOptions } from '@/lib/get-interview-allowance.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import type { CreateInterviewFormValues } from '../lib/create-interview-form.ts';
import { startInterviewFormData } from '../lib/start-interview-payload.ts';

/** POST /t1/interview/start's data (interview contract); the media check keeps it. */
export type StartedInterview = {
  interview_id: string;
  job_title: string;
  round_type: string;
  difficulty_level: string;
  question_count: number;
  time_limit_minutes: number;
};

/**
 * Multipart POST /t1/interview/start. The envelope is returned as is: on success false the API client has
 * already shown the server's message (e.g. a plan limit) and SPEC §8 asks for nothing more.
 */
export async function startInterview(
  values: CreateInterviewFormValues,
): Promise<ApiResult<StartedInterview>> {
  return api.post<StartedInterview>('/t1/interview/start', {
    body: startInterviewFormData(values),
    errorToast: FORM_TOAST,
  });
}

export function useStartInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInterview,
    // One interview fewer left (or the server said none were): the allowance shown must follow.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getInterviewAllowanceQueryOptions().queryKey }),
  });
}
