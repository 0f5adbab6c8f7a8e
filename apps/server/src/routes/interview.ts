import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiError,
  feedbackBody,
  idParams,
  INTERVIEW_MSG,
  INTERVIEW_SERVER_MSG,
  interviewDetails,
  startInterviewResult,
  storeRecordingBody,
  storeRecordingResult,
} from '@rehearse/contracts';
import { ok, responses } from '../lib/envelope.ts';
import { readStartForm } from '../modules/interviews/start-form.ts';

export default async function interviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { interviewSessions } = app.services;
  const tags = ['interview'];
  const security = [{ bearer: [] }];

  app.post('/t1/interview/start', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'startInterview',
      tags,
      security,
      description:
        'multipart/form-data: job_title, round_type, difficulty_level, optional custom_jd and optional `resume` (PDF, at most 5 MB).',
      response: { ...responses(startInterviewResult, 400, 401, 403), 413: apiError },
    },
    handler: async (request) => {
      const form = await readStartForm(request);
      return ok(
        await interviewSessions.start(request.user!, form.fields, form.resume),
        INTERVIEW_MSG.created,
      );
    },
  });

  app.get('/t1/interview/:id', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'getInterview',
      tags,
      security,
      params: idParams,
      response: responses(interviewDetails, 400, 401, 404),
    },
    handler: async (request) => ok(await interviewSessions.details(request.user!.id, request.params.id)),
  });

  app.post('/t1/interview/store_user_recording', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'storeUserRecording',
      tags,
      security,
      description: 'Accepts the finished upload of the current question and queues its processing.',
      body: storeRecordingBody,
      response: { ...responses(storeRecordingResult, 400, 401, 404, 409), 503: apiError },
    },
    handler: async (request) =>
      ok(
        await interviewSessions.storeRecording(request.user!.id, request.body),
        INTERVIEW_SERVER_MSG.recordingSaved,
      ),
  });

  app.post('/t1/interview/feedback', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'submitFeedback',
      tags,
      security,
      body: feedbackBody,
      response: responses(z.object({ id: z.string() }), 400, 401, 404),
    },
    handler: async (request) =>
      ok(await interviewSessions.feedback(request.user!.id, request.body), INTERVIEW_MSG.feedbackSubmitted),
  });
}
