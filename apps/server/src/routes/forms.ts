import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactMessageItem,
  contactUsBody,
  idParams,
  inboxQuery,
  jobTitleRequestItem,
  markHandledBody,
  requestJobTitleBody,
  SUCCESS,
} from '@rehearse/contracts';
import { emptyObject, ok, responses } from '../lib/envelope.ts';
import { formRateLimit } from '../plugins/external/security.ts';

/** Public forms (SPEC §2 Contact Us, Request Job Title) and the super admin's inbox of them. */
export default async function formRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { forms } = app.services;
  const admin = app.guards.requireRole('SUPER_ADMIN');
  const security = [{ bearer: [] }];

  app.post('/t1/application/contact_us', {
    config: { rateLimit: formRateLimit(app) },
    schema: {
      operationId: 'contactUs',
      tags: ['forms'],
      body: contactUsBody,
      response: responses(emptyObject, 400, 429),
    },
    handler: async (request) => {
      await forms.submitContact(request.body);
      return ok({}, SUCCESS.contact);
    },
  });

  app.post('/t1/application/request_job_title', {
    config: { rateLimit: formRateLimit(app) },
    schema: {
      operationId: 'requestJobTitle',
      tags: ['forms'],
      body: requestJobTitleBody,
      response: responses(emptyObject, 400, 429),
    },
    handler: async (request) => {
      await forms.submitJobTitleRequest(request.body);
      return ok({}, SUCCESS.requestJobTitle);
    },
  });

  app.get('/t1/admin/contact_messages', {
    onRequest: admin,
    schema: {
      operationId: 'listContactMessages',
      tags: ['admin'],
      security,
      querystring: inboxQuery,
      response: responses(z.array(contactMessageItem), 400, 401, 403),
    },
    handler: async (request) => ok(await forms.listContactMessages(request.query)),
  });

  app.patch('/t1/admin/contact_messages/:id', {
    onRequest: admin,
    schema: {
      operationId: 'markContactMessage',
      tags: ['admin'],
      security,
      params: idParams,
      body: markHandledBody,
      response: responses(contactMessageItem, 400, 401, 403, 404),
    },
    handler: async (request) => ok(await forms.markContactMessage(request.params.id, request.body.handled)),
  });

  app.get('/t1/admin/job_title_requests', {
    onRequest: admin,
    schema: {
      operationId: 'listJobTitleRequests',
      tags: ['admin'],
      security,
      querystring: inboxQuery,
      response: responses(z.array(jobTitleRequestItem), 400, 401, 403),
    },
    handler: async (request) => ok(await forms.listJobTitleRequests(request.query)),
  });

  app.patch('/t1/admin/job_title_requests/:id', {
    onRequest: admin,
    schema: {
      operationId: 'markJobTitleRequest',
      tags: ['admin'],
      security,
      params: idParams,
      body: markHandledBody,
      response: responses(jobTitleRequestItem, 400, 401, 403, 404),
    },
    handler: async (request) => ok(await forms.markJobTitleRequest(request.params.id, request.body.handled)),
  });
}
