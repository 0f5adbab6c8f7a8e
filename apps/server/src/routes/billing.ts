import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingOptions,
  BILLING_MSG,
  checkoutBody,
  checkoutResult,
  individualUser,
  individualUsersQuery,
  setUserPlanBody,
} from '@rehearse/contracts';
import { ok, responses } from '../lib/envelope.ts';

/** Plans that can change (ADR 114): the super admin's plan changes, and Stripe Checkout with its webhook. */
export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { billing, individualUsers } = app.services;
  const tags = ['billing'];
  const security = [{ bearer: [] }];

  app.get('/t1/billing/options', {
    schema: { operationId: 'billingOptions', tags, response: responses(billingOptions) },
    handler: async () => ok({ checkout: billing.enabled }),
  });

  app.post('/t1/billing/checkout', {
    onRequest: app.guards.requireUser,
    schema: {
      operationId: 'startCheckout',
      tags,
      security,
      description:
        'Individual users: a Stripe Checkout URL for the Student plan ($1 per month) or the add-on (2 interviews for $1). 404 with the administrator message when Stripe is not set up.',
      body: checkoutBody,
      response: responses(checkoutResult, 400, 401, 403, 404, 409),
    },
    handler: async (request) => ok(await billing.checkout(request.user!, request.body.item)),
  });

  app.get('/t1/superAdmin/users', {
    onRequest: app.guards.requireRole('SUPER_ADMIN'),
    schema: {
      operationId: 'listIndividualUsers',
      tags,
      security,
      description:
        'Individual users (newest 200, or those whose name or email contains q) with plan and usage.',
      querystring: individualUsersQuery,
      response: responses(z.array(individualUser), 400, 401, 403),
    },
    handler: async (request) => ok(await individualUsers.list(request.query.q)),
  });

  app.post('/t1/superAdmin/setUserPlan', {
    onRequest: app.guards.requireRole('SUPER_ADMIN'),
    schema: {
      operationId: 'setUserPlan',
      tags,
      security,
      description:
        "Sets an individual user's plan (FREE or STUDENT) and adds extra_interviews add-on interviews (Student plan only).",
      body: setUserPlanBody,
      response: responses(individualUser, 400, 401, 403, 404),
    },
    handler: async (request) => ok(await individualUsers.setPlan(request.body), BILLING_MSG.planSaved),
  });

  // The signature covers the exact bytes Stripe sent: this route alone reads its JSON body as raw bytes.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post('/t1/billing/webhook', {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        operationId: 'stripeWebhook',
        tags,
        description: 'Stripe events, verified with STRIPE_WEBHOOK_SECRET; each event id is applied once.',
      },
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(await billing.webhook(body, typeof signature === 'string' ? signature : undefined));
      },
    });
  });
}
