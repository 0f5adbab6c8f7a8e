import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addJobTitleBody, ADMIN_MSG, jobTitle, jobTitlesResult } from '@rehearse/contracts';
import { sendCached } from '../lib/cached-response.ts';
import { ok, responses } from '../lib/envelope.ts';

export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = app.services;

  // Sent from memory, already compressed (with ETag and 304): recompressing 67 KB per request capped it at ~150/s.
  app.get('/t1/interview/job_titles', {
    config: { compress: false },
    schema: { operationId: 'listJobTitles', tags: ['catalogue'], response: responses(jobTitlesResult) },
    handler: async (request, reply) => sendCached(request, reply, await catalogue.publishedJobTitles()),
  });

  app.post('/t1/admin/job_titles', {
    onRequest: app.guards.requireRole('SUPER_ADMIN'),
    schema: {
      operationId: 'addJobTitle',
      tags: ['admin'],
      security: [{ bearer: [] }],
      body: addJobTitleBody,
      response: responses(jobTitle, 400, 401, 403, 404, 409),
    },
    handler: async (request) => ok(await catalogue.addJobTitle(request.body), ADMIN_MSG.jobTitleAdded),
  });
}
