import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { interviewAllowance, userProgress } from '@rehearse/contracts';
import { ok, responses } from '../lib/envelope.ts';

/** The caller's practice over time: progress across reports, and what the plan has left. */
export default async function progressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { progress, interviewSessions } = app.services;
  const tags = ['progress'];
  const security = [{ bearer: [] }];

  app.get('/t1/users/progress', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'getProgress',
      tags,
      security,
      description:
        'Your interviews with a report, oldest first (retakes are not listed), and the weaknesses that recur across your reports.',
      response: responses(userProgress, 401),
    },
    handler: async (request) => ok(await progress.forUser(request.user!.id)),
  });

  app.get('/t1/users/allowance', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'getInterviewAllowance',
      tags,
      security,
      response: responses(interviewAllowance, 401),
    },
    handler: async (request) => ok(await interviewSessions.allowance(request.user!)),
  });
}
