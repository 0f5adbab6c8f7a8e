import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTERVIEW_SERVER_MSG, interviewReport, sessionIdBody } from '@rehearse/contracts';
import { ok, responses } from '../lib/envelope.ts';

export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reports } = app.services;
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
}
