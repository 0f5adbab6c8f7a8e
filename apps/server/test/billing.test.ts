import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG, type IndividualUser, type InterviewAllowance } from '@rehearse/contracts';
import { createInstitute, createSuperAdmin, createUser, signIn, type TestUser } from './support/factories.ts';
import { checkoutCompleted, startFakeStripe } from './support/fake-stripe.ts';
import { api, startTestServer, type TestServer } from './support/server.ts';

const SECRET_KEY = 'sk_test_rehearse123';
const WEBHOOK_SECRET = 'whsec_rehearse_test_secret';
// Only for signing test events the way Stripe does; it never talks to any server.
const signer = new Stripe(SECRET_KEY);

describe('plans that can change', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let server: TestServer;
  let superToken: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      env: {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    superToken = await signIn(server, await createSuperAdmin(server.db));
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const planOf = async (user: TestUser) =>
    server.db
      .selectFrom('users')
      .select(['plan', 'extra_interviews'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
  const sendEvent = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return api<{ applied: boolean }>(server, 'POST', '/t1/billing/webhook', {
      body: payload,
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    });
  };

  it('opens Stripe Checkout for the Student plan at $1 a month, for the signed-in individual', async () => {
    expect((await api(server, 'GET', '/t1/billing/options')).body.data).toEqual({ checkout: true });
    const user = await createUser(server.db, { email: 'upgrader@example.test' });
    const token = await signIn(server, user);
    const result = await api<{ url: string }>(server, 'POST', '/t1/billing/checkout', {
      token,
      body: { item: 'student_plan' },
    });
    expect(result.status).toBe(200);
    expect(result.body.data!.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const sent = stripe.requests.at(-1)!;
    expect(sent.key).toBe(SECRET_KEY);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '100',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[user_id]': user.id,
      'metadata[item]': 'student_plan',
      'subscription_data[metadata][user_id]': user.id,
      customer_email: 'upgrader@example.test',
      success_url: `${server.url}/dashboard/profile?checkout=success`,
    });
    // Nothing changes until Stripe says it was paid.
    expect((await planOf(user)).plan).toBe('FREE');
    // The add-on is the Student plan's.
    const addOn = await api(server, 'POST', '/t1/billing/checkout', { token, body: { item: 'add_on' } });
    expect(addOn.status).toBe(400);
    expect(addOn.body.message).toBe(BILLING_MSG.addOnNeedsStudent);
    const institute = await createInstitute(server.db);
    const member = await signIn(server, institute.admin);
    expect(
      (await api(server, 'POST', '/t1/billing/checkout', { token: member, body: { item: 'student_plan' } }))
        .status,
    ).toBe(403);
    expect(
      (await api(server, 'POST', '/t1/billing/checkout', { body: { item: 'student_plan' } })).status,
    ).toBe(401);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const user = await createUser(server.db);
    const forged = await sendEvent(
      checkoutCompleted('evt_forged', user.id, 'student_plan'),
      'whsec_not_ours',
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ success: false, message: BILLING_MSG.signatureInvalid });
    const unsigned = await api(server, 'POST', '/t1/billing/webhook', {
      body: JSON.stringify(checkoutCompleted('evt_unsigned', user.id, 'student_plan')),
    });
    expect(unsigned.status).toBe(400);
    expect((await planOf(user)).plan).toBe('FREE');
    expect(
      await server.db
        .selectFrom('billing_events')
        .select('id')
        .where('id', 'in', ['evt_forged', 'evt_unsigned'])
        .execute(),
    ).toEqual([]);
  });

  it('applies a paid checkout once: the plan, then 2 add-on interviews, however often the event comes', async () => {
    const user = await createUser(server.db);
    const upgrade = checkoutCompleted('evt_upgrade_1', user.id, 'student_plan');
    expect((await sendEvent(upgrade)).body.data).toEqual({ applied: true });
    expect(await planOf(user)).toEqual({ plan: 'STUDENT', extra_interviews: 0 });
    expect((await sendEvent(upgrade)).body.data).toEqual({ applied: false });

    const addOn = checkoutCompleted('evt_addon_1', user.id, 'add_on');
    const replies = await Promise.all([sendEvent(addOn), sendEvent(addOn), sendEvent(addOn)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(replies.filter((r) => r.body.data!.applied)).toHaveLength(1);
    expect(await planOf(user)).toEqual({ plan: 'STUDENT', extra_interviews: 2 });
    const allowance = await api<InterviewAllowance>(server, 'GET', '/t1/users/allowance', {
      token: await signIn(server, user),
    });
    expect(allowance.body.data).toMatchObject({ plan: 'STUDENT', extra_interviews: 2 });

    // An unpaid session changes nothing; a cancelled subscription returns the user to Free.
    const other = await createUser(server.db);
    expect(
      (await sendEvent(checkoutCompleted('evt_unpaid', other.id, 'student_plan', false))).body.data,
    ).toEqual({
      applied: false,
    });
    expect((await planOf(other)).plan).toBe('FREE');
    const ended = {
      id: 'evt_sub_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription', metadata: { user_id: user.id } } },
    };
    expect((await sendEvent(ended)).body.data).toEqual({ applied: true });
    expect((await planOf(user)).plan).toBe('FREE');
    // An event for an account that does not exist is recorded and ignored.
    expect((await sendEvent(checkoutCompleted('evt_ghost', 'not-a-user', 'add_on'))).status).toBe(200);
  });

  it('lets the super admin list individuals with plan and usage, and set a plan with extra interviews', async () => {
    const user = await createUser(server.db, { name: 'Nadia Rahman', email: 'nadia@example.test' });
    const list = await api<IndividualUser[]>(server, 'GET', '/t1/superAdmin/users?q=nadia', {
      token: superToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: user.id,
        plan: 'FREE',
        extra_interviews: 0,
        interviews_total: 0,
        interviews_this_month: 0,
        last_interview_at: null,
      }),
    ]);
    const set = await api<IndividualUser>(server, 'POST', '/t1/superAdmin/setUserPlan', {
      token: superToken,
      body: { user_id: user.id, plan: 'STUDENT', extra_interviews: 4 },
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(BILLING_MSG.planSaved);
    expect(set.body.data).toMatchObject({ plan: 'STUDENT', extra_interviews: 4 });
    const userToken = await signIn(server, user);
    const allowance = await api<InterviewAllowance>(server, 'GET', '/t1/users/allowance', {
      token: userToken,
    });
    expect(allowance.body.data).toMatchObject({ plan: 'STUDENT', left: 2, extra_interviews: 4 });

    const refusals: [object, number, string][] = [
      [{ user_id: user.id, plan: 'FREE', extra_interviews: 2 }, 400, BILLING_MSG.extraNeedsStudent],
      [{ user_id: user.id, plan: 'INSTITUTE' }, 400, BILLING_MSG.planRequired],
      [{ user_id: user.id, plan: 'STUDENT', extra_interviews: 101 }, 400, BILLING_MSG.extraInvalid],
      [{ user_id: user.id, plan: 'STUDENT', extra_interviews: 1.5 }, 400, BILLING_MSG.extraInvalid],
      [{ user_id: '00000000-0000-4000-8000-000000000000', plan: 'STUDENT' }, 404, BILLING_MSG.userNotFound],
    ];
    for (const [body, status, message] of refusals) {
      const result = await api(server, 'POST', '/t1/superAdmin/setUserPlan', { token: superToken, body });
      expect({ status: result.status, message: result.body.message }).toEqual({ status, message });
    }
    const institute = await createInstitute(server.db);
    const member = await api(server, 'POST', '/t1/superAdmin/setUserPlan', {
      token: superToken,
      body: { user_id: institute.admin.id, plan: 'STUDENT' },
    });
    expect(member.body.message).toBe(BILLING_MSG.notIndividual);
    expect((await api(server, 'GET', '/t1/superAdmin/users', { token: userToken })).status).toBe(403);
    expect(
      (
        await api(server, 'POST', '/t1/superAdmin/setUserPlan', {
          token: userToken,
          body: { user_id: user.id, plan: 'STUDENT' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('without Stripe', () => {
  it('says upgrades are arranged by the administrator', async () => {
    const server = await startTestServer();
    try {
      expect((await api(server, 'GET', '/t1/billing/options')).body.data).toEqual({ checkout: false });
      const token = await signIn(server, await createUser(server.db));
      const result = await api(server, 'POST', '/t1/billing/checkout', {
        token,
        body: { item: 'student_plan' },
      });
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ success: false, message: BILLING_MSG.arrangedByAdministrator });
    } finally {
      await server.close();
    }
  });
});
