import type { Queue as QueueSettings } from 'pg-boss';

/**
 * The daily clean-up that keeps the privacy policy's promises (ADR 073). `exclusive`: at most one run is queued
 * or active, so the run at start and the cron run never overlap, however many servers schedule them.
 */
export const RETENTION_JOB = {
  name: 'data.retention',
  /** Every day at 03:17 UTC: a quiet hour, off the top of the hour when other jobs pile up. */
  cron: '17 3 * * *',
  queue: {
    policy: 'exclusive',
    retryLimit: 3,
    retryDelay: 600,
    expireInSeconds: 60 * 60,
  } satisfies Omit<QueueSettings, 'name'>,
} as const;

/**
 * Uploads no answer can use any more (docs/decisions/089): hourly, so an abandoned upload is gone within about two
 * hours of its interview ending (an idle interview ends after its time limit plus 30 minutes).
 */
export const ABANDONED_UPLOADS_JOB = {
  name: 'uploads.abandoned',
  cron: '41 * * * *',
  queue: {
    policy: 'exclusive',
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 30 * 60,
  } satisfies Omit<QueueSettings, 'name'>,
} as const;
