import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** SPEC §2: the end screen asks again every 3 s until the report is ready. */
export const REPORT_POLL_MS = 3000;

/** Answers that will not change by asking again (signed out, not this user's interview, no such interview). */
const FINAL_STATUSES = new Set([401, 403, 404]);

export type ReportRequestOutcome = { ready: boolean; final: boolean };

/**
 * POST /t1/users/interview_report: success true once the report exists. While answers are still being processed
 * the server says success false; that is expected here, so no error toast.
 */
export async function requestReport(sessionId: string, signal?: AbortSignal): Promise<ReportRequestOutcome> {
  const result = await api.post('/t1/users/interview_report', {
    body: { session_id: sessionId },
    signal,
    errorToast: false,
  });
  return { ready: result.success, final: result.success || FINAL_STATUSES.has(result.status) };
}

export const reportReadyQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['end-screen', 'report-ready', sessionId],
    queryFn: ({ signal }) => requestReport(sessionId, signal),
    // Polling stops once the answer is final, and with the end screen (an unmounted query stops its interval).
    refetchInterval: (query) => (query.state.data?.final ? false : REPORT_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });

export function useReportReady(sessionId: string) {
  return useQuery(reportReadyQueryOptions(sessionId));
}
