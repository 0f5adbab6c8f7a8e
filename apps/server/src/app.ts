import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Queue } from './modules/jobs/queue.ts';
import { loggerOptions } from './logger.ts';
import './fastify-types.ts';
import { configPlugin, dbPlugin } from './plugins/external/core.ts';
import errorsPlugin from './plugins/external/errors.ts';
import securityPlugin from './plugins/external/security.ts';
import apiDocsPlugin from './plugins/external/api-docs.ts';
import transportsPlugin from './plugins/external/transports.ts';
import webAppPlugin from './plugins/external/web-app.ts';
import interviewInfraPlugin from './plugins/app/interview-infra.ts';
import servicesPlugin from './plugins/app/services.ts';
import authPlugin from './plugins/app/auth.ts';
import demoIdpPlugin from './plugins/idp/demo-idp.ts';
import healthRoutes from './routes/health.ts';
import userRoutes from './routes/users.ts';
import instituteRoutes from './routes/institutes.ts';
import identityRoutes from './routes/identity.ts';
import catalogueRoutes from './routes/catalogue.ts';
import formRoutes from './routes/forms.ts';
import interviewRoutes from './routes/interview.ts';
import interviewMediaRoutes from './routes/interview-media.ts';
import reportRoutes from './routes/report.ts';
import progressRoutes from './routes/progress.ts';
import cohortRoutes from './routes/cohort.ts';
import billingRoutes from './routes/billing.ts';
import profileRoutes from './routes/profile.ts';
import uploadRoutes from './routes/uploads.ts';
import interviewSocketPlugin from './plugins/app/interview-socket.ts';
import type { Engine } from '@rehearse/engine';
import type { LiveTranscription } from './modules/answers/live-transcription.ts';
import type { Storage } from './modules/storage/storage.ts';

/**
 * Fastify's trustProxy for TRUST_PROXY (ADR 080). A hop count becomes a function because Fastify's types know
 * only addresses; the function is what proxy-addr makes of a count anyway.
 */
export function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export type AppDeps = {
  config: Config;
  db: Db;
  /** pg-boss, started by main; tests that do not need jobs pass null. */
  queue?: Queue | null;
  /** Override the logger (tests silence it or capture it). */
  logger?: FastifyServerOptions['logger'];
  /** The interview engine; main shares one with the job workers. Default: created from the environment. */
  engine?: Engine;
  /** Transcripts made while answers upload; main shares them with the job workers. Default: the app's own. */
  liveTranscription?: LiveTranscription;
  /** Where recordings live; main shares one with the job workers. Default: created from config. */
  storage?: Storage;
};

/** Builds the HTTP app in tiers: external plugins -> app plugins (services, auth) -> routes. Does not listen. */
export async function buildApp({
  config,
  db,
  queue = null,
  logger,
  engine,
  liveTranscription,
  storage,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    // One log line per request (below) instead of Fastify's two: half the log volume at 1,000 requests/s.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Building the OpenAPI document and the identity provider can take seconds on a busy 2-core machine.
    pluginTimeout: 60_000,
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A POST without a body validates as {} so the first message names the first missing field, not "expected object".
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  // external
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db, queue });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(apiDocsPlugin);
  await app.register(transportsPlugin);
  // app
  await app.register(interviewInfraPlugin, { engine, liveTranscription, storage });
  await app.register(servicesPlugin);
  await app.register(authPlugin);
  await app.register(interviewSocketPlugin);
  await app.register(demoIdpPlugin);
  // routes
  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(instituteRoutes);
  await app.register(identityRoutes);
  await app.register(catalogueRoutes);
  await app.register(formRoutes);
  await app.register(interviewRoutes);
  await app.register(interviewMediaRoutes);
  await app.register(uploadRoutes);
  await app.register(reportRoutes);
  await app.register(progressRoutes);
  await app.register(cohortRoutes);
  await app.register(billingRoutes);
  await app.register(profileRoutes);
  await app.register(webAppPlugin);
  return app;
}
