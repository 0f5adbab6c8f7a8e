import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountBody, PROFILE_MSG, updateProfileBody, userSchema } from '@rehearse/contracts';
import { emptyObject, ok, responses } from '../lib/envelope.ts';
import { toAuthUser } from '../modules/accounts/account-repository.ts';
import { toUserDto } from '../modules/accounts/account-types.ts';

/** A person's own data (ADR 113): their name, a download of everything, and deleting the account. */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ownData } = app.services;
  const onRequest = app.guards.requireUser;
  const tags = ['profile'];
  const security = [{ bearer: [] }];

  app.patch('/t1/users/me', {
    onRequest,
    schema: {
      operationId: 'updateProfile',
      tags,
      security,
      body: updateProfileBody,
      response: responses(userSchema, 400, 401),
    },
    handler: async (request) =>
      ok(
        toUserDto(toAuthUser(await ownData.rename(request.user!, request.body.name))),
        PROFILE_MSG.nameSaved,
      ),
  });

  app.get('/t1/users/me/export', {
    onRequest,
    schema: {
      operationId: 'exportOwnData',
      tags,
      security,
      description:
        'A zip of data.json (account, interviews with questions, answers and reports, feedback) and the answer recordings.',
    },
    handler: async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="rehearse-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(await ownData.exportZip(request.user!));
    },
  });

  app.delete('/t1/users/me', {
    onRequest,
    schema: {
      operationId: 'deleteAccount',
      tags,
      security,
      description:
        'Deletes the account with its interviews, reports, feedback and recordings; confirmed by the account email. Not for institute admins or the super admin.',
      body: deleteAccountBody,
      response: responses(emptyObject, 400, 401, 403),
    },
    handler: async (request) => {
      await ownData.deleteAccount(request.user!, request.body);
      return ok({}, PROFILE_MSG.accountDeleted);
    },
  });
}
