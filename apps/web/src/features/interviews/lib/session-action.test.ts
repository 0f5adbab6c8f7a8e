import { describe, expect, it } from 'vitest';
import { INTERVIEW_STATUSES, type InterviewSession } from '@rehearse/contracts';
import { scoreLabel, sessionActionFor, withStatus } from './session-action.ts';

const session = (session_id: string, status: InterviewSession['status']): InterviewSession => ({
  session_id,
  job_title: 'Backend Developer',
  job_description: 'APIs',
  status,
  round_type: 'Technical',
  difficulty_level: 'Expert',
  overall_score: null,
  created_at: '2025-06-01T10:00:00Z',
  score_change: null,
  retake: false,
});

describe('card action by status', () => {
  it('follows SPEC §4 for the four report statuses', () => {
    expect(sessionActionFor('Completed')).toEqual({ kind: 'generate-report', label: 'Generate Report' });
    expect(sessionActionFor('Generating Report')).toEqual({
      kind: 'generating-report',
      label: 'Generating Report',
    });
    expect(sessionActionFor('Not Completed')).toEqual({ kind: 'not-completed', label: 'Not Completed' });
    expect(sessionActionFor('Report Generated')).toEqual({ kind: 'view-report', label: 'View Report' });
  });

  it('lets an interview in progress be resumed', () => {
    expect(sessionActionFor('In Progress')).toEqual({ kind: 'resume', label: 'Resume' });
  });

  it('has an action for every status the server can send', () => {
    const kinds = INTERVIEW_STATUSES.map((status) => sessionActionFor(status).kind);
    expect(new Set(kinds).size).toBe(INTERVIEW_STATUSES.length);
  });
});

describe('withStatus', () => {
  it('changes only the given session', () => {
    const before = [session('a', 'Completed'), session('b', 'Completed')];
    const after = withStatus(before, 'b', 'Report Generated');
    expect(after.map((item) => item.status)).toEqual(['Completed', 'Report Generated']);
    expect(before[1]!.status).toBe('Completed');
  });
});

describe('scoreLabel', () => {
  it('rounds the overall score to a whole percent and hides a missing one', () => {
    expect(scoreLabel(72.6)).toBe('73%');
    expect(scoreLabel(0)).toBe('0%');
    expect(scoreLabel(null)).toBeNull();
  });
});
