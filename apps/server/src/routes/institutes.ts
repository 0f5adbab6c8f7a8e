import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInstituteBody,
  createInstituteResult,
  createInstituteUserBody,
  createInstituteUserResult,
  idParams,
  instituteListItem,
  instituteUserListItem,
  publicInstitute,
  updateInstituteBody,
} from '@rehearse/contracts';
import { ok, responses } from '../lib/envelope.ts';
import { loginRateLimit } from '../plugins/external/security.ts';

export default async function instituteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts } = app.services;
  const { requireRole, optionalUser } = app.guards;
  const tags = ['institutes'];
  const security = [{ bearer: [] }];

  app.post('/t1/superAdmin/createInstitute', {
    onRequest: requireRole('SUPER_ADMIN'),
    schema: {
      operationId: 'createInstitute',
      tags,
      security,
      body: createInstituteBody,
      response: responses(createInstituteResult, 400, 401, 403, 409),
    },
    handler: async (request) => {
      const result = await accounts.createInstitute(request.body);
      return ok(result, `Institute with ID ${result.institute_id} onboarded successfully!`);
    },
  });

  app.get('/t1/institute/institutes', {
    onRequest: requireRole('SUPER_ADMIN'),
    schema: {
      operationId: 'listInstitutes',
      tags,
      security,
      response: responses(z.array(instituteListItem), 401, 403),
    },
    handler: async () => ok(await accounts.listInstitutes()),
  });

  app.patch('/t1/superAdmin/institutes/:id', {
    onRequest: requireRole('SUPER_ADMIN'),
    schema: {
      operationId: 'updateInstitute',
      tags,
      security,
      description:
        'Rename ({institute_name}), disable or enable ({disabled}). Disabling ends every session of its people; they are told why at sign-in.',
      params: idParams,
      body: updateInstituteBody,
      response: responses(publicInstitute, 400, 401, 403, 404),
    },
    handler: async (request) => {
      const { institute, message } = await accounts.updateInstitute(request.params.id, request.body);
      return ok(institute, message);
    },
  });

  app.post('/t1/institute/createInstituteUser', {
    // Anonymous sign-up hands out a session: limited like the login routes.
    config: { rateLimit: loginRateLimit(app) },
    onRequest: optionalUser,
    schema: {
      operationId: 'createInstituteUser',
      tags,
      description:
        'Anonymous: self sign-up (returns a token). Super admin: any institute. Institute admin: own institute.',
      body: createInstituteUserBody,
      response: responses(createInstituteUserResult, 400, 403, 404, 409),
    },
    handler: async (request) => {
      const result = await accounts.createInstituteUser(request.user, request.body);
      return ok(
        result,
        request.user ? 'Institute User created successfully' : 'Account created successfully!',
      );
    },
  });

  app.get('/t1/institute/instusers', {
    onRequest: requireRole('INSTITUTE_ADMIN'),
    schema: {
      operationId: 'listInstituteUsers',
      tags,
      security,
      response: responses(z.array(instituteUserListItem), 401, 403),
    },
    handler: async (request) => ok(await accounts.listInstituteUsers(request.user!)),
  });

  app.get('/t1/institute/public/:id', {
    schema: {
      operationId: 'publicInstitute',
      tags,
      params: idParams,
      response: responses(publicInstitute, 400, 404),
    },
    handler: async (request) => ok(await accounts.publicInstitute(request.params.id)),
  });
}
