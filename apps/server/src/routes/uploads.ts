import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server as TusServer, type Upload } from '@tus/server';
import { INTERVIEW_SERVER_MSG, MSG } from '@rehearse/contracts';
import { bearerToken } from '../modules/accounts/tokens.ts';
import { teeUploadWrites } from '../modules/answers/upload-spool.ts';
import { isUuid } from '../modules/accounts/account-repository.ts';
import { createInterviewSessionRepository } from '../modules/interviews/interview-session-repository.ts';
import { removeUploadFiles } from '../modules/retention/abandoned-uploads.ts';

const UPLOAD_PATH = '/t1/upload/files';

/** What a tus hook throws to refuse a request: tus sends the status and the text. */
const refuse = (status_code: number, body: string) => ({ status_code, body });

/**
 * Resumable answer uploads (tus 1.0) at /t1/upload/files/. Only the interview's owner may create one, only for
 * the interview's current question, only video or audio, and at most UPLOAD_MAX_MB; a new one replaces the
 * question's earlier one (docs/decisions/089). Every later request on an upload must come from the account that
 * created it, and appending stops when the interview ends or moves past the question. The bytes this process
 * receives are also handed to live transcription as they are stored (docs/decisions/128), and a finished upload's
 * live transcript is completed at once, for the store call's follow-up and the answer job on any worker. Not wrapped
 * in fastify-plugin: the no-op body parser stays inside this scope.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  const { accounts, storage } = app.services;
  const db = app.db;
  const sessions = createInterviewSessionRepository(db);

  const caller = async (authorization: string | null) => {
    const token = bearerToken(authorization ?? undefined);
    const user = token ? await accounts.authenticate(token) : null;
    if (!user) throw refuse(401, MSG.unauthenticated);
    return user;
  };

  /**
   * Creates the upload's row if its owner may answer this question now. One live upload per question: any earlier
   * one (a retry after a reload, or a client that starts over) is replaced, its files deleted before the new row
   * commits, so a crash in between leaves a row the abandoned-uploads job finishes, never a file nobody points to.
   */
  async function checkNewUpload(userId: string, upload: Upload) {
    const meta = upload.metadata ?? {};
    const sessionId = meta.session_id ?? '';
    const questionId = meta.question_id ?? '';
    if (!/^(video|audio)\/[\w.+-]+$/.test(meta.filetype ?? ''))
      throw refuse(415, INTERVIEW_SERVER_MSG.uploadType);
    if (!isUuid(sessionId) || !isUuid(questionId)) throw refuse(403, INTERVIEW_SERVER_MSG.uploadForbidden);
    const replaced = await db.transaction().execute(async (trx) => {
      // The interview's row lock orders this against store_user_recording, which moves the interview on.
      const session = await sessions.lock(sessionId, trx);
      const question = await trx
        .selectFrom('interview_questions')
        .select('position')
        .where('id', '=', questionId)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      if (
        !session ||
        !question ||
        session.user_id !== userId ||
        session.status !== 'In Progress' ||
        question.position !== session.current_index
      )
        throw refuse(403, INTERVIEW_SERVER_MSG.uploadForbidden);
      const earlier = await trx
        .selectFrom('answer_uploads')
        .select('id')
        .where('question_id', '=', questionId)
        .execute();
      for (const { id } of earlier) {
        app.liveTranscription.forget(id);
        await removeUploadFiles(storage, id);
      }
      if (earlier.length)
        await trx
          .deleteFrom('answer_uploads')
          .where(
            'id',
            'in',
            earlier.map((u) => u.id),
          )
          .execute();
      await trx
        .insertInto('answer_uploads')
        .values({
          id: upload.id,
          user_id: userId,
          question_id: questionId,
          filetype: meta.filetype!,
          size: upload.size ?? null,
          finished_at: null,
        })
        .execute();
      return earlier.length;
    });
    if (replaced) app.log.info({ questionId, replaced }, 'answer upload replaced an earlier one');
  }

  /**
   * Bytes are accepted only while the upload can still become the answer: its interview in progress and its
   * question the current one. Anything later is refused as gone (410): tus clients do not retry that.
   */
  async function checkAppend(id: string) {
    const row = await db
      .selectFrom('answer_uploads as u')
      .innerJoin('interview_questions as q', 'q.id', 'u.question_id')
      .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
      .select(['s.status', 's.current_index', 'q.position'])
      .where('u.id', '=', id)
      .executeTakeFirst();
    if (!row) throw refuse(404, 'Upload not found');
    if (row.status !== 'In Progress') throw refuse(410, INTERVIEW_SERVER_MSG.ended);
    if (row.position !== row.current_index) throw refuse(410, INTERVIEW_SERVER_MSG.answerAlreadySaved);
  }

  const tus = new TusServer({
    path: UPLOAD_PATH,
    datastore: teeUploadWrites(storage.uploadDatastore, (id, offset) =>
      app.liveTranscription.receiving(id, offset),
    ),
    maxSize: app.config.uploadMaxBytes,
    relativeLocation: true,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return; // a new upload: checked in onUploadCreate
      const user = await caller(req.headers.get('authorization'));
      const row = isUuid(id)
        ? await db.selectFrom('answer_uploads').select('user_id').where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!row) throw refuse(404, 'Upload not found');
      if (row.user_id !== user.id) throw refuse(403, INTERVIEW_SERVER_MSG.uploadForbidden);
      if (req.method === 'PATCH') await checkAppend(id);
    },
    async onUploadCreate(req, upload) {
      const user = await caller(req.headers.get('authorization'));
      await checkNewUpload(user.id, upload);
      return {};
    },
    async onUploadFinish(_req, upload) {
      await db
        .updateTable('answer_uploads')
        .set({ finished_at: new Date(), size: upload.size ?? upload.offset })
        .where('id', '=', upload.id)
        .execute();
      // The last piece is decoded now rather than at the store call: the answer job may run anywhere.
      void app.liveTranscription.finish(upload.id);
      return {};
    },
    onResponseError(_req, err) {
      if ('status_code' in err) return undefined;
      app.log.error({ err }, 'upload failed');
      return { status_code: 500, body: 'The upload failed, please retry\n' };
    },
  });

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS') await app.guards.requireUser.call(app, request, reply);
  };

  // tus reads the body itself: this parser only stops Fastify from reading or refusing it.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  // tus answers the request itself.
  const handOverToTus = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  app.route({
    method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${UPLOAD_PATH}/*`,
    exposeHeadRoute: false,
    onRequest: guard,
    schema: { hide: true },
    handler: handOverToTus,
  });
  app.route({
    method: ['POST', 'OPTIONS'],
    url: UPLOAD_PATH,
    onRequest: guard,
    schema: { hide: true },
    handler: handOverToTus,
  });
}
