import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { INTERVIEW_MSG, type FeedbackBody } from '@rehearse/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /t1/interview/feedback. SPEC §4: the success toast appears only when data came back. */
export async function submitFeedback(body: FeedbackBody): Promise<boolean> {
  const result = await api.post<{ id: string }>('/t1/interview/feedback', { body });
  if (result.success && result.data) toast.success(INTERVIEW_MSG.feedbackSubmitted);
  return result.success;
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
