import { useQueryClient } from '@tanstack/react-query';
import { useRequestInterviewReport } from '@/lib/request-interview-report.ts';
import { getInterviewSessionsQueryOptions } from '../api/get-interview-sessions.ts';
import { withStatus } from '../lib/session-action.ts';

/** A card's Generate Report: on success the card shows Report Generated at once (SPEC §4). */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  const { queryKey } = getInterviewSessionsQueryOptions();
  return useRequestInterviewReport({
    onSuccess: (outcome, sessionId) => {
      if (outcome.ready) {
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
