import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withStatus } from '../lib/session-action.ts';
import { getInterviewSessionsQueryOptions } from './get-interview-sessions.ts';

/** POST /t1/users/interview_report: success true once the report exists (the server's message otherwise). */
export async function generateReport(sessionId: string) {
  return api.post('/t1/users/interview_report', { body: { session_id: sessionId } });
}

export function useGenerateReport() {
  const queryClient = useQueryClient();
  const { queryKey } = getInterviewSessionsQueryOptions();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: (result, sessionId) => {
      if (result.success) {
        queryClient.setQueryData(
          queryKey,
          (sessions) => sessions && withStatus(sessions, sessionId, 'Report Generated'),
        );
      } else {
        // The API client showed why (e.g. answers still being processed); the server's status is the truth.
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
