import { queryOptions, useQuery } from '@tanstack/react-query';
import { interviewReport } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/users/interview_report?session_id=…: the scored report with each answer's signed recording URL. */
export async function getInterviewReport(sessionId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ session_id: sessionId });
  return interviewReport.parse(unwrap(await api.get(`/t1/users/interview_report?${query}`, { signal })));
}

export const getInterviewReportQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['interviews', sessionId, 'report'],
    queryFn: ({ signal }) => getInterviewReport(sessionId, signal),
    // Recording URLs are signed and expire: a report kept for long would show dead videos.
    staleTime: 5 * 60 * 1000,
  });

export function useInterviewReport(sessionId: string) {
  return useQuery(getInterviewReportQueryOptions(sessionId));
}
