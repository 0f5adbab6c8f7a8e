import { z } from 'zod';
import { idField, TEXT_MSG } from './common.ts';
import { PLANS } from './plans.ts';

/** Plans a super admin sets for an individual (Institute is an institute's, not a person's). */
export const INDIVIDUAL_PLANS = ['FREE', 'STUDENT'] as const;
/** Interviews one add-on adds (SPEC: buy 2 interviews for $1). */
export const ADD_ON_INTERVIEWS = 2;
/** Most add-on interviews a super admin grants at once: a typo should not give away a thousand. */
export const MAX_GRANTED_INTERVIEWS = 100;

export const BILLING_MSG = {
  planRequired: 'Plan must be Free or Student',
  extraInvalid: `Extra interviews must be a whole number from 0 to ${MAX_GRANTED_INTERVIEWS}`,
  extraNeedsStudent: 'Extra interviews are part of the Student plan: set the plan to Student to add them',
  notIndividual:
    'Plans can be changed only for individual users; institute members use their institute’s plan',
  userNotFound: 'User not found',
  planSaved: 'Plan saved',
  /** Upgrade Now without Stripe set up (SPEC keeps the button; payments are the administrator's to arrange). */
  arrangedByAdministrator:
    'Upgrades are arranged by the administrator for now. Contact us and we will set up your Student plan.',
  alreadyStudent: 'You are already on the Student plan',
  addOnNeedsStudent: 'Add-on interviews are for the Student plan: upgrade first',
  individualsOnly: 'Plans are bought by individual users; institute members use their institute’s plan',
  checkoutUnavailable: 'Payments are not set up on this server',
  signatureInvalid: 'The webhook signature is invalid',
  paymentReceived: 'Payment received: your plan is being updated.',
} as const;

export const setUserPlanBody = z.object({
  user_id: idField(TEXT_MSG.idInvalid),
  plan: z.enum(INDIVIDUAL_PLANS, { error: BILLING_MSG.planRequired }),
  /** Interviews to add to the user's add-on interviews (0 = only change the plan). */
  extra_interviews: z
    .number({ error: BILLING_MSG.extraInvalid })
    .int(BILLING_MSG.extraInvalid)
    .min(0, BILLING_MSG.extraInvalid)
    .max(MAX_GRANTED_INTERVIEWS, BILLING_MSG.extraInvalid)
    .default(0),
});
export type SetUserPlanBody = z.infer<typeof setUserPlanBody>;

/** An individual user as the super admin's Individual Users page lists them: plan and usage. */
export const individualUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  plan: z.enum(PLANS),
  /** Add-on interviews left (used only on the Student plan). */
  extra_interviews: z.number().int(),
  /** Interviews started, ever and this calendar month (UTC), retakes excepted. */
  interviews_total: z.number().int(),
  interviews_this_month: z.number().int(),
  last_interview_at: z.string().nullable(),
});
export type IndividualUser = z.infer<typeof individualUser>;

export const individualUsersQuery = z.object({ q: z.string().max(254).optional() });
/** The list shows the newest this many matching users; a search finds the others. */
export const INDIVIDUAL_USERS_LIMIT = 200;

/** GET /t1/billing/options: whether Upgrade Now opens Stripe Checkout. */
export const billingOptions = z.object({ checkout: z.boolean() });
export type BillingOptions = z.infer<typeof billingOptions>;

export const CHECKOUT_ITEMS = ['student_plan', 'add_on'] as const;
export type CheckoutItem = (typeof CHECKOUT_ITEMS)[number];
export const checkoutBody = z.object({
  item: z.enum(CHECKOUT_ITEMS, { error: 'Item must be student_plan or add_on' }),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;
export const checkoutResult = z.object({ url: z.string() });
