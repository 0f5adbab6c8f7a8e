import { useMutation } from '@tanstack/react-query';
import type { FeedbackBody } from '@rehearse/contracts';
import { api } from './api-client.ts';
import { FORM_TOAST } from './toast.ts';

/**
 * POST /t1/interview/feedback -> data { id }, from the end screen and the report (shared by the feedback dialog in
 * components/). A failure is toasted by the API client with the server's message.
 */
export async function submitFeedback(body: FeedbackBody) {
  return api.post<{ id: string }>('/t1/interview/feedback', { body, errorToast: FORM_TOAST });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
