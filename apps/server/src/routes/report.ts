import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INTERVIEW_SERVER_MSG,
  interviewReport,
  retakeBody,
  retakeResult,
  sessionIdBody,
} from '@rehearse/contracts';
import { ok, responses } from '../lib/envelope.ts';

export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reports, retakes } = app.services;
  const tags = ['report'];
  const security = [{ bearer: [] }];

  app.post('/t1/users/interview_report', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'generateInterviewReport',
      tags,
      security,
      description:
        'success true once the report exists; while answers are still being processed, 202 with success false and "Your report is being generated" (poll again).',
      body: sessionIdBody,
      response: {
        ...responses(z.object({ status: z.literal('Report Generated') }), 400, 401, 404, 409),
        202: z.object({ success: z.literal(false), message: z.string() }),
      },
    },
    handler: async (request, reply) => {
      if (await reports.request(request.user!.id, request.body.session_id))
        return ok({ status: 'Report Generated' as const }, INTERVIEW_SERVER_MSG.reportGenerated);
      return reply.status(202).send({ success: false, message: INTERVIEW_SERVER_MSG.reportPending });
    },
  });

  app.get('/t1/users/interview_report', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'getInterviewReport',
      tags,
      security,
      querystring: sessionIdBody,
      response: responses(interviewReport, 400, 401, 404, 409),
    },
    handler: async (request) =>
      ok(await reports.get(request.user!.id, request.query.session_id, request.authSessionId!)),
  });

  app.post('/t1/interview/retake', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'retakeQuestion',
      tags,
      security,
      description:
        'A one-question interview on a question of one of your reports, taken in the room like any interview. Uses no interview of the plan; at most 3 retakes per question (403 past that).',
      body: retakeBody,
      response: responses(retakeResult, 400, 401, 403, 404, 409),
    },
    handler: async (request) => ok(await retakes.retake(request.user!.id, request.body)),
  });
}
