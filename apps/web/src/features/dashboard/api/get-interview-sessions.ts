import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { interviewSession } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/users/interview_sessions: the signed-in person's interviews, newest first. */
export async function getInterviewSessions(signal?: AbortSignal) {
  return z.array(interviewSession).parse(unwrap(await api.get('/t1/users/interview_sessions', { signal })));
}

export const getInterviewSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['interviews', 'sessions'],
    queryFn: ({ signal }) => getInterviewSessions(signal),
  });

export function useInterviewSessions() {
  return useQuery(getInterviewSessionsQueryOptions());
}
