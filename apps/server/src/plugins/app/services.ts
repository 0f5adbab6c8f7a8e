import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountService } from '../../modules/accounts/account-service.ts';
import { createCatalogueService } from '../../modules/catalogue/catalogue-service.ts';
import { createFormsService } from '../../modules/forms/forms-service.ts';
import { createIdentityService } from '../../modules/identity/identity-service.ts';
import { createInterviewListService } from '../../modules/interviews/interview-list-service.ts';
import { createInterviewServices } from '../../modules/interviews/interview-services.ts';

/** Services are plain factories over their dependencies, created once per app. */
function createServices(app: FastifyInstance) {
  const accounts = createAccountService({ db: app.db, config: app.config });
  return {
    accounts,
    identity: createIdentityService({ config: app.config, db: app.db, accounts }),
    catalogue: createCatalogueService({ db: app.db }),
    forms: createFormsService({ db: app.db }),
    interviews: createInterviewListService({ db: app.db }),
    ...createInterviewServices({
      db: app.db,
      engine: app.engine,
      storage: app.storage,
      urls: app.mediaUrls,
      queue: app.queue,
      authenticate: (token) => accounts.authenticate(token),
      log: app.log,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('services', createServices(app));
  },
  {
    name: 'services',
    dependencies: ['config', 'db', 'interview-infra'],
  },
);
