import type { InterviewSession, InterviewStatus } from '@rehearse/contracts';

/** What a dashboard card offers for each session status (SPEC §4; 'In Progress' resumes the interview). */
export type SessionAction =
  | { kind: 'resume'; label: 'Resume' }
  | { kind: 'generate-report'; label: 'Generate Report' }
  | { kind: 'generating-report'; label: 'Generating Report' }
  | { kind: 'not-completed'; label: 'Not Completed' }
  | { kind: 'view-report'; label: 'View Report' };

export function sessionActionFor(status: InterviewStatus): SessionAction {
  switch (status) {
    case 'In Progress':
      return { kind: 'resume', label: 'Resume' };
    case 'Completed':
      return { kind: 'generate-report', label: 'Generate Report' };
    case 'Generating Report':
      return { kind: 'generating-report', label: 'Generating Report' };
    case 'Not Completed':
      return { kind: 'not-completed', label: 'Not Completed' };
    case 'Report Generated':
      return { kind: 'view-report', label: 'View Report' };
  }
}

/** SPEC §4: after Generate Report succeeds, the card shows Report Generated without reloading the list. */
export function withStatus(
  sessions: readonly InterviewSession[],
  sessionId: string,
  status: InterviewStatus,
): InterviewSession[] {
  return sessions.map((session) => (session.session_id === sessionId ? { ...session, status } : session));
}

/** The overall score as the card shows it, or null before a report exists. */
export function scoreLabel(score: number | null): string | null {
  return score === null || Number.isNaN(score) ? null : `${Math.round(score)}%`;
}
