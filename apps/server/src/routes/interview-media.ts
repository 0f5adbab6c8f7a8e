import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, INTERVIEW_SERVER_MSG, SERVER_MSG } from '@rehearse/contracts';
import { forbidden, notFound } from '../lib/http-errors.ts';
import { isUuid } from '../modules/accounts/account-repository.ts';
import { sendStoredMedia } from '../modules/storage/serve-media.ts';

const signedQuery = z.object({
  expires: z.string().optional(),
  session: z.string().optional(),
  signature: z.string().optional(),
});

/**
 * Question audio and answer recordings, loaded by <audio>/<video> without an Authorization header: the signed
 * link is the proof of ownership (it is only ever handed to the interview's owner) and it expires.
 */
export default async function interviewMediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage, mediaUrls, accounts } = app.services;
  /** The signature, the expiry, and the sign-in it was handed to: logged out means refused (ADR 082). */
  const checkSignature = async (request: FastifyRequest) => {
    const pathname = request.url.split('?')[0]!;
    const session = mediaUrls.verify(pathname, request.query as z.infer<typeof signedQuery>);
    if (!session || !(await accounts.isSessionLive(session)))
      throw forbidden(INTERVIEW_SERVER_MSG.linkInvalid);
  };
  const schema = (operationId: string) => ({
    operationId,
    tags: ['media'],
    params: z.object({ id: z.string() }),
    querystring: signedQuery,
    response: { 403: apiError, 404: apiError },
  });

  app.get('/t1/interview/question_audio/:id', {
    schema: schema('getQuestionAudio'),
    handler: async (request, reply) => {
      await checkSignature(request);
      const question = isUuid(request.params.id)
        ? await app.db
            .selectFrom('interview_questions')
            .select(['audio_path', 'audio_ready'])
            .where('id', '=', request.params.id)
            .executeTakeFirst()
        : undefined;
      if (!question?.audio_ready || !question.audio_path) throw notFound(SERVER_MSG.notFound);
      return sendStoredMedia(request, reply, storage, question.audio_path, 'audio/mpeg');
    },
  });

  app.get('/t1/users/interview_recording/:id', {
    schema: schema('getAnswerRecording'),
    handler: async (request, reply) => {
      await checkSignature(request);
      const answer = isUuid(request.params.id)
        ? await app.db
            .selectFrom('answers as a')
            .leftJoin('answer_uploads as u', 'u.id', 'a.upload_id')
            .select(['a.video_path', 'u.filetype'])
            .where('a.id', '=', request.params.id)
            .executeTakeFirst()
        : undefined;
      if (!answer?.video_path) throw notFound(SERVER_MSG.notFound);
      const type = answer.video_path.endsWith('.webm') ? 'video/webm' : (answer.filetype ?? 'video/webm');
      return sendStoredMedia(request, reply, storage, answer.video_path, type);
    },
  });
}
