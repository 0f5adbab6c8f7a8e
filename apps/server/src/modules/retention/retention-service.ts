import type { Db } from '../../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { clearExpiredRecordings, type RecordingCounts } from './expired-recordings.ts';
import { deleteHandledForms } from './handled-forms.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionDays = { recordingDays: number; formsDays: number };
export type RetentionCounts = RecordingCounts & { contactMessages: number; jobTitleRequests: number };
type Log = { warn: (obj: object, msg: string) => void };

/**
 * What the privacy policy promises (ADR 073): recordings, question audio and resumes go `recordingDays` after
 * the interview was created; handled Contact Us messages and job-title requests `formsDays` after they were
 * handled. Idempotent: a second run finds nothing left to delete.
 */
export function createRetentionService({
  db,
  storage,
  days,
  log,
}: {
  db: Db;
  storage: Storage;
  days: RetentionDays;
  log: Log;
}) {
  return {
    async run(now = new Date()): Promise<RetentionCounts> {
      const recordingCutoff = new Date(now.getTime() - days.recordingDays * DAY_MS);
      const formsCutoff = new Date(now.getTime() - days.formsDays * DAY_MS);
      const recordings = await clearExpiredRecordings(db, storage, recordingCutoff, log);
      return {
        ...recordings,
        contactMessages: await deleteHandledForms(db, 'contact_messages', formsCutoff),
        jobTitleRequests: await deleteHandledForms(db, 'job_title_requests', formsCutoff),
      };
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
