import { queryOptions, useQuery } from '@tanstack/react-query';
import { interviewReport } from '@rehearse/contracts';
import { api, unwrap } from '@/lib/api-client.ts';

/** GET /t1/institute/students/:id/report?session_id=…: a student's report, read only, without recordings. */
export async function getStudentReport(id: string, sessionId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ session_id: sessionId });
  return interviewReport.parse(
    unwrap(await api.get(`/t1/institute/students/${encodeURIComponent(id)}/report?${query}`, { signal })),
  );
}

export const getStudentReportQueryOptions = (id: string, sessionId: string) =>
  queryOptions({
    queryKey: ['cohort', 'students', id, 'reports', sessionId],
    queryFn: ({ signal }) => getStudentReport(id, sessionId, signal),
  });

export function useStudentReport(id: string, sessionId: string) {
  return useQuery(getStudentReportQueryOptions(id, sessionId));
}
