import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, unwrap } from '@/lib/api-client.ts';

const interviewSummary = z.object({
  session_id: z.string(),
  job_title: z.string(),
  round_type: z.string(),
  difficulty_level: z.string(),
});

/** GET /t1/interview/:id: the job title, round and difficulty shown above the report. */
export async function getInterview(sessionId: string, signal?: AbortSignal) {
  return interviewSummary.parse(
    unwrap(await api.get(`/t1/interview/${encodeURIComponent(sessionId)}`, { signal, errorToast: false })),
  );
}

export const getInterviewQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['interviews', sessionId],
    queryFn: ({ signal }) => getInterview(sessionId, signal),
  });

export function useInterview(sessionId: string) {
  return useQuery(getInterviewQueryOptions(sessionId));
}
