import type { Db } from '../../db/database.ts';
import type { Queue } from '../jobs/queue.ts';
import type { Storage } from '../storage/storage.ts';
import { removeAbandonedUploads } from './abandoned-uploads.ts';
import { ABANDONED_UPLOADS_JOB, RETENTION_JOB } from './retention-job.ts';
import { createRetentionService, type RetentionDays, type RetentionService } from './retention-service.ts';

type Log = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** The job's handler: one run, its counts logged (numbers only: no names, emails or file paths). */
export function createRetentionHandler(service: RetentionService, log: Log) {
  return async () => {
    const started = Date.now();
    const counts = await service.run();
    log.info({ ...counts, ms: Date.now() - started }, 'data retention run finished');
    // A file that could not be deleted fails the job too, so it shows up among pg-boss's failed jobs.
    if (counts.failed) throw new Error(`${counts.failed} interviews kept files that could not be deleted`);
    return counts;
  };
}

/** The hourly `uploads.abandoned` handler: counts logged, a file that could not be deleted fails the job. */
export function createAbandonedUploadsHandler(db: Db, storage: Storage, log: Log) {
  return async () => {
    const started = Date.now();
    const counts = await removeAbandonedUploads(db, storage, log);
    if (counts.uploads || counts.failed)
      log.info({ ...counts, ms: Date.now() - started }, 'abandoned uploads removed');
    if (counts.failed) throw new Error(`${counts.failed} abandoned uploads could not be deleted`);
    return counts;
  };
}

/**
 * Registers `data.retention`: daily by cron, and once now so a server that is down at 03:17 (or just started
 * with a lower RETENTION_* value) still catches up; and `uploads.abandoned`, hourly. Any number of processes may call this: the queue's
 * `exclusive` policy lets one run at a time.
 */
export async function startRetentionWorker({
  db,
  queue,
  storage,
  days,
  log,
}: {
  db: Db;
  queue: Queue;
  storage: Storage;
  days: RetentionDays;
  log: Log;
}) {
  const { boss } = queue;
  await boss.createQueue(RETENTION_JOB.name, RETENTION_JOB.queue);
  const handle = createRetentionHandler(createRetentionService({ db, storage, days, log }), log);
  await boss.work(RETENTION_JOB.name, async ([job]) => {
    if (job) return handle();
  });
  await boss.schedule(RETENTION_JOB.name, RETENTION_JOB.cron);
  await boss.send(RETENTION_JOB.name, {});

  await boss.createQueue(ABANDONED_UPLOADS_JOB.name, ABANDONED_UPLOADS_JOB.queue);
  const removeAbandoned = createAbandonedUploadsHandler(db, storage, log);
  await boss.work(ABANDONED_UPLOADS_JOB.name, async ([job]) => {
    if (job) return removeAbandoned();
  });
  await boss.schedule(ABANDONED_UPLOADS_JOB.name, ABANDONED_UPLOADS_JOB.cron);
  return {
    stop: async () => {
      await boss.offWork(RETENTION_JOB.name, { wait: true });
      await boss.offWork(ABANDONED_UPLOADS_JOB.name, { wait: true });
    },
  };
}
