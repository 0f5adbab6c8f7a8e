import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Storage } from '../storage/storage.ts';
import { createInterviewSessionRepository } from '../interviews/interview-session-repository.ts';
import { removeUploadFiles } from './abandoned-uploads.ts';

/** Interviews handled per query: bounded memory and short transactions, whatever the backlog. */
const BATCH = 100;

export type RecordingCounts = {
  interviews: number;
  recordings: number;
  uploads: number;
  questionAudio: number;
  resumes: number;
  /** Interviews left for the next run because a file could not be deleted. */
  failed: number;
};

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Deletes the recordings, question audio and upload files of interviews created before `cutoff`, then clears
 * their stored paths and the resume text; transcripts, scores and reports stay. Files go first: a crash in between
 * leaves a path to a missing file (the report shows no recording, the next run clears it), never a file
 * nobody points to. Interviews are walked by id, so one whose file cannot be deleted is retried tomorrow
 * instead of blocking the run.
 */
export async function clearExpiredRecordings(
  db: Db,
  storage: Storage,
  cutoff: Date,
  log: Log,
): Promise<RecordingCounts> {
  const counts: RecordingCounts = {
    interviews: 0,
    recordings: 0,
    uploads: 0,
    questionAudio: 0,
    resumes: 0,
    failed: 0,
  };
  const removeUpload = (uploadId: string) => removeUploadFiles(storage, uploadId);

  let after: string | null = null;
  for (;;) {
    const batch: { id: string }[] = await expiredWithData(db, cutoff, after).execute();
    for (const { id } of batch) {
      try {
        const cleared = await clearInterview(db, storage, id, removeUpload);
        counts.interviews += 1;
        counts.recordings += cleared.recordings;
        counts.uploads += cleared.uploads;
        counts.questionAudio += cleared.questionAudio;
        counts.resumes += cleared.resumes;
      } catch (err) {
        counts.failed += 1;
        log.warn(
          { interviewId: id, err },
          'retention: files of an interview could not be deleted; retried next run',
        );
      }
    }
    if (batch.length < BATCH) return counts;
    after = batch[batch.length - 1]!.id;
  }
}

/** Interviews past the cutoff that still hold a recording, question audio, an upload or resume text. */
function expiredWithData(db: Db, cutoff: Date, after: string | null) {
  let query = db
    .selectFrom('interview_sessions as s')
    .select('s.id')
    .where('s.created_at', '<', cutoff)
    .where((eb) =>
      eb.or([
        eb('s.resume_text', 'is not', null),
        eb.exists(
          eb
            .selectFrom('interview_questions as q')
            .leftJoin('answers as a', 'a.question_id', 'q.id')
            .select(sql`1`.as('one'))
            .whereRef('q.session_id', '=', 's.id')
            .where((inner) =>
              inner.or([inner('q.audio_path', 'is not', null), inner('a.video_path', 'is not', null)]),
            ),
        ),
        eb.exists(
          eb
            .selectFrom('answer_uploads as u')
            .innerJoin('interview_questions as q', 'q.id', 'u.question_id')
            .select(sql`1`.as('one'))
            .whereRef('q.session_id', '=', 's.id')
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('answers as a').select('a.id').whereRef('a.upload_id', '=', 'u.id'))),
            ),
        ),
      ]),
    )
    .orderBy('s.id')
    .limit(BATCH);
  if (after) query = query.where('s.id', '>', after);
  return query;
}

async function clearInterview(
  db: Db,
  storage: Storage,
  sessionId: string,
  removeUpload: (uploadId: string) => Promise<void>,
) {
  const answers = await db
    .selectFrom('answers as a')
    .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
    .select(['a.id', 'a.video_path', 'a.upload_id'])
    .where('q.session_id', '=', sessionId)
    .where('a.video_path', 'is not', null)
    .execute();
  const questions = await db
    .selectFrom('interview_questions')
    .select(['id', 'audio_path'])
    .where('session_id', '=', sessionId)
    .where('audio_path', 'is not', null)
    .execute();
  // Uploads no answer uses: a retried upload, or one whose answer never came. Their rows go with the files.
  const strayUploads = await db
    .selectFrom('answer_uploads as u')
    .innerJoin('interview_questions as q', 'q.id', 'u.question_id')
    .select('u.id')
    .where('q.session_id', '=', sessionId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('answers as a').select('a.id').whereRef('a.upload_id', '=', 'u.id'))),
    )
    .execute();

  for (const answer of answers) {
    // The upload first: its datastore deletes the data with its metadata, and refuses to once the data is gone.
    // The recording is that upload, or a playable copy whose original usually went when it was made.
    if (answer.upload_id) await removeUpload(answer.upload_id);
    await storage.remove(answer.video_path!);
  }
  for (const question of questions) await storage.remove(question.audio_path!);
  for (const upload of strayUploads) await removeUpload(upload.id);

  return db.transaction().execute(async (trx) => {
    let recordings = 0;
    for (const answer of answers) {
      // Only the path whose file was deleted: a path written since then keeps its file until the next run.
      const result = await trx
        .updateTable('answers')
        .set({ video_path: null, updated_at: new Date() })
        .where('id', '=', answer.id)
        .where('video_path', '=', answer.video_path)
        .executeTakeFirst();
      recordings += Number(result.numUpdatedRows);
    }
    let questionAudio = 0;
    for (const question of questions) {
      const result = await trx
        .updateTable('interview_questions')
        .set({ audio_path: null, audio_ready: false })
        .where('id', '=', question.id)
        .where('audio_path', '=', question.audio_path)
        .executeTakeFirst();
      questionAudio += Number(result.numUpdatedRows);
    }
    const uploads = strayUploads.length
      ? Number(
          (
            await trx
              .deleteFrom('answer_uploads')
              .where(
                'id',
                'in',
                strayUploads.map((u) => u.id),
              )
              .executeTakeFirst()
          ).numDeletedRows,
        )
      : 0;
    const resumes = await createInterviewSessionRepository(trx).clearResumeText(sessionId);
    return { recordings, questionAudio, uploads, resumes };
  });
}
