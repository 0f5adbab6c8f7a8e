import { queryOptions, useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import { api, type RequestOptions } from './api-client.ts';

/** SPEC §2: the end screen asks again every 3 s until the report is ready. */
export const REPORT_POLL_MS = 3000;

/** Answers that will not change by asking again (signed out, not this user's interview, no such interview). */
const FINAL_STATUSES = new Set([401, 403, 404]);

/** `ready`: the report exists. `final`: asking again will not change the answer. */
export type ReportRequestOutcome = { ready: boolean; final: boolean };

/**
 * POST /t1/users/interview_report: success true once the report exists; while answers are still being processed
 * the server says success false with its reason. Shared by the end screen (which polls without toasts) and the
 * dashboard's Generate Report (which shows the server's message).
 */
export async function requestInterviewReport(
  sessionId: string,
  options: Pick<RequestOptions, 'signal' | 'errorToast'> = {},
): Promise<ReportRequestOutcome> {
  const result = await api.post('/t1/users/interview_report', {
    body: { session_id: sessionId },
    ...options,
  });
  return { ready: result.success, final: result.success || FINAL_STATUSES.has(result.status) };
}

/** The end screen's question "is the report ready yet?", polled until the answer is final. */
export const reportReadyQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['interviews', sessionId, 'report-ready'],
    // Still being generated is the expected answer here: no error toast.
    queryFn: ({ signal }) => requestInterviewReport(sessionId, { signal, errorToast: false }),
    // Polling stops once the answer is final, and with the end screen (an unmounted query stops its interval).
    refetchInterval: (query) => (query.state.data?.final ? false : REPORT_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });

export function useReportReady(sessionId: string) {
  return useQuery(reportReadyQueryOptions(sessionId));
}

/** Generate Report on a dashboard card: the server's message is shown when the report is not ready yet. */
export function useRequestInterviewReport(
  options: Omit<UseMutationOptions<ReportRequestOutcome, Error, string>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: (sessionId: string) => requestInterviewReport(sessionId), ...options });
}
