import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { PROFILE_MSG, type DeleteAccountBody } from '@rehearse/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/http-errors.ts';
import { createAccountRepository } from '../accounts/account-repository.ts';
import type { SessionCache } from '../accounts/session-cache.ts';
import type { AuthUser } from '../accounts/account-types.ts';
import { removeUploadFiles } from '../retention/abandoned-uploads.ts';
import type { Storage } from '../storage/storage.ts';
import { collectOwnData } from './own-data-export.ts';

type Deps = { db: Db; storage: Storage; sessionCache: SessionCache };

/**
 * A person's own data (ADR 113): their name, a download of everything they made, and deleting the account with
 * everything in it. Files go before rows, as in the retention job: a crash in between leaves rows pointing at
 * missing files (the report already shows no recording then) and the deletion can simply be asked for again.
 */
export function createOwnData({ db, storage, sessionCache }: Deps) {
  const repo = createAccountRepository(db);

  return {
    async rename(user: AuthUser, name: string) {
      await db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
      // The cached session would show the old name for up to 30 s.
      const row = (await repo.findUserById(user.id))!;
      return row;
    },

    /** A zip: data.json (account, interviews with questions, answers and reports, feedback) and the recordings. */
    async exportZip(user: AuthUser): Promise<Readable> {
      const { data, recordings } = await collectOwnData(db, user.id);
      const zip = new ZipFile();
      zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json');
      for (const recording of recordings) {
        // The retention job may have deleted an old recording since its path was read.
        if ((await storage.size(recording.key)) === null) continue;
        // Video is compressed already: stored as is, the zip costs no CPU.
        zip.addReadStream(storage.read(recording.key), recording.name, { compress: false });
      }
      zip.end();
      return zip.outputStream as unknown as Readable;
    },

    async deleteAccount(user: AuthUser, body: DeleteAccountBody) {
      if (user.role === 'INSTITUTE_ADMIN') throw forbidden(PROFILE_MSG.adminCannotDelete);
      if (user.role === 'SUPER_ADMIN') throw forbidden(PROFILE_MSG.superAdminCannotDelete);
      if (body.email.trim().toLowerCase() !== user.email.toLowerCase())
        throw badRequest(PROFILE_MSG.confirmEmail);

      const files = await db
        .selectFrom('interview_questions as q')
        .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
        .leftJoin('answers as a', 'a.question_id', 'q.id')
        .select(['q.audio_path', 'a.video_path'])
        .where('s.user_id', '=', user.id)
        .execute();
      const uploads = await db
        .selectFrom('answer_uploads')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      for (const upload of uploads) await removeUploadFiles(storage, upload.id);
      for (const file of files) {
        if (file.video_path) await storage.remove(file.video_path);
        if (file.audio_path) await storage.remove(file.audio_path);
      }
      const ended = await db.transaction().execute(async (trx) => {
        const ended = await repo.endSessions({ userId: user.id }, trx);
        // Answers first: their uploads would otherwise go (by cascade) while an answer still names them.
        await trx
          .deleteFrom('answers')
          .where('question_id', 'in', (eb) =>
            eb
              .selectFrom('interview_questions as q')
              .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
              .select('q.id')
              .where('s.user_id', '=', user.id),
          )
          .execute();
        // Interviews, questions, uploads, reports, feedback and links go with the row (ON DELETE CASCADE).
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
        return ended;
      });
      for (const hash of ended) sessionCache.revoke(hash);
    },
  };
}

export type OwnData = ReturnType<typeof createOwnData>;
