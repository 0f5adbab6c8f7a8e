import type { Db } from '../../db/database.ts';
import type { Storage } from '../storage/storage.ts';

/** Uploads handled per query: bounded memory, whatever the backlog. */
const BATCH = 200;

type Log = { warn: (obj: object, msg: string) => void };

/** tus reports a missing upload as an error with status 404; gone is what we want. */
const isNotFound = (err: unknown) => (err as { status_code?: number } | null)?.status_code === 404;

/**
 * Deletes an upload's data and its tus metadata, whichever of them is still there: the datastore refuses to delete
 * the metadata once the data is gone (a crash in between), so that case deletes the metadata file itself.
 */
export async function removeUploadFiles(storage: Storage, uploadId: string): Promise<void> {
  try {
    await storage.uploadDatastore.remove(uploadId);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await storage.remove(`${storage.uploadKey(uploadId)}.json`);
  }
}

/**
 * Uploads no answer uses and none ever can: their interview is over (ended, completed or Not Completed after
 * being left idle) or has moved past their question. The current question's upload of an interview in progress
 * stays, finished or not: the candidate may still resume it.
 */
function abandoned(db: Db, after: string | null) {
  let query = db
    .selectFrom('answer_uploads as u')
    .innerJoin('interview_questions as q', 'q.id', 'u.question_id')
    .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
    .select('u.id')
    .where((eb) =>
      eb.or([eb('s.status', '<>', 'In Progress'), eb('q.position', '<>', eb.ref('s.current_index'))]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('answers as a').select('a.id').whereRef('a.upload_id', '=', 'u.id'))),
    )
    .orderBy('u.id')
    .limit(BATCH);
  if (after) query = query.where('u.id', '>', after);
  return query;
}

/**
 * The `uploads.abandoned` job (docs/decisions/089): files first, then the row, so a crash in between leaves a row
 * the next run finishes, never a file nobody points to. An upload whose file cannot be deleted is counted and
 * retried next run.
 */
export async function removeAbandonedUploads(
  db: Db,
  storage: Storage,
  log: Log,
): Promise<{ uploads: number; failed: number }> {
  const counts = { uploads: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const batch: { id: string }[] = await abandoned(db, after).execute();
    for (const { id } of batch) {
      try {
        await removeUploadFiles(storage, id);
        const result = await db
          .deleteFrom('answer_uploads')
          .where('id', '=', id)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('answers').select('id').where('upload_id', '=', id))),
          )
          .executeTakeFirst();
        counts.uploads += Number(result.numDeletedRows);
      } catch (err) {
        counts.failed += 1;
        log.warn({ uploadId: id, err }, 'abandoned upload could not be deleted; retried next run');
      }
    }
    if (batch.length < BATCH) return counts;
    after = batch[batch.length - 1]!.id;
  }
}
