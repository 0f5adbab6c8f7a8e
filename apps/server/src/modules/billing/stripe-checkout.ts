import Stripe from 'stripe';
import { ADD_ON_INTERVIEWS, BILLING_MSG, type CheckoutItem } from '@rehearse/contracts';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/http-errors.ts';
import { isUuid } from '../accounts/account-repository.ts';
import type { AuthUser } from '../accounts/account-types.ts';

/** What each thing costs (SPEC pricing: Student $1 per month; add-on 2 interviews for $1), in cents. */
const ITEMS: Record<CheckoutItem, { name: string; cents: number; mode: 'subscription' | 'payment' }> = {
  student_plan: { name: 'Rehearse Student plan', cents: 100, mode: 'subscription' },
  add_on: { name: `Rehearse add-on: ${ADD_ON_INTERVIEWS} interviews`, cents: 100, mode: 'payment' },
};

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** The Stripe client for STRIPE_SECRET_KEY; STRIPE_API_URL points it elsewhere (stripe-mock, an egress proxy). */
function stripeClient(billing: NonNullable<Config['billing']>) {
  const api = billing.apiUrl ? new URL(billing.apiUrl) : null;
  return new Stripe(billing.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/**
 * Stripe Checkout for the Student plan and its add-on, and the webhook that applies what was paid (ADR 114).
 * Nothing changes when Checkout answers: only a signed `checkout.session.completed` event changes a plan, and
 * each event id is applied once, whatever Stripe retries or an attacker replays.
 */
export function createStripeCheckout({
  db,
  config,
  log,
}: {
  db: Db;
  config: Pick<Config, 'billing' | 'publicUrl'>;
  log: Log;
}) {
  const billing = config.billing;
  const stripe = billing ? stripeClient(billing) : null;

  return {
    enabled: stripe !== null,

    async checkout(user: AuthUser, item: CheckoutItem): Promise<{ url: string }> {
      if (!stripe) throw new HttpError(404, BILLING_MSG.arrangedByAdministrator);
      if (user.role !== 'USER') throw forbidden(BILLING_MSG.individualsOnly);
      const row = await db
        .selectFrom('users')
        .select('plan')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (item === 'student_plan' && row.plan === 'STUDENT') throw conflict(BILLING_MSG.alreadyStudent);
      if (item === 'add_on' && row.plan !== 'STUDENT') throw badRequest(BILLING_MSG.addOnNeedsStudent);
      const { name, cents, mode } = ITEMS[item];
      const metadata = { user_id: user.id, item };
      const session = await stripe.checkout.sessions.create({
        mode,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: cents,
              product_data: { name },
              ...(mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {}),
            },
          },
        ],
        client_reference_id: user.id,
        customer_email: user.email,
        metadata,
        ...(mode === 'subscription' ? { subscription_data: { metadata } } : {}),
        success_url: `${config.publicUrl}/dashboard/profile?checkout=success`,
        cancel_url: `${config.publicUrl}/pricing`,
      });
      if (!session.url) throw new Error('Stripe Checkout returned no URL');
      return { url: session.url };
    },

    /** POST /t1/billing/webhook: the raw body and its Stripe-Signature header. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ applied: boolean }> {
      if (!stripe || !billing) throw new HttpError(404, BILLING_MSG.checkoutUnavailable);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', billing.webhookSecret);
      } catch {
        throw badRequest(BILLING_MSG.signatureInvalid);
      }
      const applied = await db.transaction().execute(async (trx) => {
        const asked = changeFor(event);
        // A deleted account (or a made-up id) gets nothing, and the event is still recorded as seen.
        const known =
          asked && isUuid(asked.userId)
            ? await trx.selectFrom('users').select('id').where('id', '=', asked.userId).executeTakeFirst()
            : undefined;
        const change = known ? asked : null;
        const first = await trx
          .insertInto('billing_events')
          .values({ id: event.id, type: event.type, user_id: change?.userId ?? null })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        // Seen before: Stripe retried, or someone replayed a captured event. Either way it was applied once.
        if (!first || !change) return false;
        const individual = trx
          .updateTable('users')
          .where('id', '=', change.userId)
          .where('role', '=', 'USER');
        if (change.kind === 'student_plan') await individual.set({ plan: 'STUDENT' }).execute();
        else if (change.kind === 'add_on')
          await individual
            .set({ extra_interviews: sql<number>`extra_interviews + ${ADD_ON_INTERVIEWS}` })
            .execute();
        else await individual.where('plan', '=', 'STUDENT').set({ plan: 'FREE' }).execute();
        return true;
      });
      log.info({ event: event.id, type: event.type, applied }, 'billing event');
      return { applied };
    },
  };
}

type Change = { userId: string; kind: CheckoutItem | 'subscription_ended' };

/** What an event asks for: a paid checkout (plan or add-on), or the end of a Student subscription. */
function changeFor(event: Stripe.Event): Change | null {
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = event.data.object;
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    const userId = session.metadata?.user_id;
    const item = session.metadata?.item;
    if (!paid || !userId || (item !== 'student_plan' && item !== 'add_on')) return null;
    return { userId, kind: item };
  }
  if (event.type === 'customer.subscription.deleted') {
    const userId = event.data.object.metadata?.user_id;
    return userId ? { userId, kind: 'subscription_ended' } : null;
  }
  return null;
}

export type StripeCheckout = ReturnType<typeof createStripeCheckout>;
