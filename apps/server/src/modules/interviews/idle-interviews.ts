import type { Db } from '../../db/database.ts';
import { createInterviewSessionRepository } from './interview-session-repository.ts';

/** Minutes past its time limit that an idle interview can still be resumed. */
const RESUME_GRACE_MINUTES = 30;

/**
 * Interviews left idle past their time limit plus the grace period can no longer be resumed: Not Completed.
 * Run every minute by the `expire_interviews` job; returns how many were expired.
 */
export function expireIdleInterviews(db: Db): Promise<number> {
  return createInterviewSessionRepository(db).expireIdle(RESUME_GRACE_MINUTES);
}
