import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountService } from '../../modules/accounts/account-service.ts';
import { createCatalogueService } from '../../modules/catalogue/catalogue-service.ts';
import { createFormsService } from '../../modules/forms/forms-service.ts';
import { createIdentityService } from '../../modules/identity/identity-service.ts';
import { createInterviewListService } from '../../modules/interviews/interview-list-service.ts';
import { createInterviewListCache } from '../../modules/interviews/interview-list-cache.ts';
import { listenForInterviewListChanges } from '../../modules/interviews/interview-list-changes.ts';
import { poolOf } from '../../db/database.ts';
import { wireInterviewApi } from '../../modules/interviews/interview-api-wiring.ts';
import { createPasswordRecovery } from '../../modules/accounts/password-recovery.ts';
import { createIndividualUsers } from '../../modules/billing/individual-users.ts';
import { createStripeCheckout } from '../../modules/billing/stripe-checkout.ts';
import { createCohortService } from '../../modules/cohort/cohort-service.ts';
import { createStudentImport } from '../../modules/cohort/student-import.ts';
import { createMailer, type Mailer } from '../../modules/mail/mailer.ts';
import { createOwnData } from '../../modules/profile/own-data.ts';
import { createRateLimits } from '../../modules/rate-limits/rate-limits.ts';

/** Services are plain factories over their dependencies, created once per app. */
function createServices(app: FastifyInstance, mailer: Mailer) {
  const { db, config } = app;
  const accounts = createAccountService({ db: app.db, config: app.config });
  const interviews = createInterviewListService({ db: app.db });
  const interviewApi = wireInterviewApi({
    db: app.db,
    engine: app.engine,
    storage: app.storage,
    urls: app.mediaUrls,
    queue: app.queue,
    authenticate: (token) => accounts.authenticate(token),
    live: app.liveTranscription,
    log: app.log,
  });
  const passwordRecovery = createPasswordRecovery({
    db,
    config,
    mailer,
    limits: createRateLimits(db),
    sessionCache: accounts.sessionCache,
    log: app.log,
  });
  return {
    accounts,
    identity: createIdentityService({ config: app.config, db: app.db, accounts }),
    catalogue: createCatalogueService({ db: app.db }),
    forms: createFormsService({ db: app.db }),
    interviews,
    interviewLists: createInterviewListCache({ load: (userId) => interviews.listForUser(userId) }),
    ...interviewApi,
    passwordRecovery,
    cohort: createCohortService({
      db,
      progress: interviewApi.progress,
      interviews,
      reports: interviewApi.reports,
    }),
    studentImport: createStudentImport({ db, recovery: passwordRecovery }),
    ownData: createOwnData({ db, storage: app.storage, sessionCache: accounts.sessionCache }),
    billing: createStripeCheckout({ db, config, log: app.log }),
    individualUsers: createIndividualUsers({ db }),
  };
}

export type Services = ReturnType<typeof createServices>;

export default fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config, app.log);
    app.addHook('onClose', async () => mailer.close());
    const services = createServices(app, mailer);
    app.decorate('services', services);
    // The dashboard lists are cached only while every process's changes to interviews are heard (ADR 116).
    const listChanges = listenForInterviewListChanges({
      pool: poolOf(app.db),
      cache: services.interviewLists,
      log: app.log,
    });
    app.addHook('onClose', async () => listChanges.close());
  },
  {
    name: 'services',
    dependencies: ['config', 'db', 'interview-infra'],
  },
);
