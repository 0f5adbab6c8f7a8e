import { useMutation } from '@tanstack/react-query';
import { retakeResult, type RetakeBody } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/**
 * POST /t1/interview/retake -> a one-question interview on the question, to take in the room after the media
 * check. Refusals (a fourth retake...) are toasted by the API client with the server's words.
 */
export async function retakeQuestion(body: RetakeBody) {
  return retakeResult.parse(unwrap(await api.post('/t1/interview/retake', { body })));
}

export function useRetakeQuestion() {
  return useMutation({ mutationFn: retakeQuestion });
}
