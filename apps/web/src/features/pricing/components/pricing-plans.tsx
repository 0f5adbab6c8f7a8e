import { Check } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BILLING_MSG, PLAN_LIMITS, type CheckoutItem } from '@rehearse/contracts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { goToCheckout, useBillingOptions } from '@/lib/checkout.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { useSession } from '@/lib/session.ts';
import { cn } from '@/lib/utils.ts';

const FEEDBACK = 'Detailed feedback on domain knowledge, articulation and communication';
const JD_AND_RESUME = 'Job-description-based and resume-based interviews';
const { FREE, STUDENT, INSTITUTE } = PLAN_LIMITS;

type PlanCard = {
  name: string;
  price: string;
  period?: string;
  features: string[];
  action: { label: string; to?: string };
  highlighted?: boolean;
};

/** SPEC §2 pricing table; the numbers come from the shared plan limits the server enforces. */
const PLANS: PlanCard[] = [
  {
    name: 'Free',
    price: '$0',
    features: [
      `${FREE.interviews} interviews`,
      `Role-based interviews of ${FREE.questions} questions and ${FREE.minutes} minutes`,
      FEEDBACK,
      JD_AND_RESUME,
    ],
    action: { label: 'Try For Free', to: paths.auth.signIn.getHref() },
  },
  {
    name: 'Student',
    price: '$1',
    period: 'per month',
    features: [
      `${STUDENT.interviews} interviews per month`,
      `Role-based interviews of ${STUDENT.questions} questions, up to ${STUDENT.minutes} minutes`,
      FEEDBACK,
      JD_AND_RESUME,
      'Add-on: buy 2 interviews for $1',
    ],
    action: { label: 'Upgrade Now' },
    highlighted: true,
  },
  {
    name: 'Institute',
    price: 'Custom',
    features: [
      'Unlimited users and interviews',
      `${INSTITUTE.questions} questions, up to ${INSTITUTE.minutes} minutes`,
      FEEDBACK,
      JD_AND_RESUME,
    ],
    action: { label: 'Contact Us', to: paths.contactUs.getHref() },
  },
];

/**
 * Upgrade Now and the add-on: Stripe Checkout when the server has it (signed-in individuals; anyone else signs in
 * first); otherwise the administrator arranges upgrades, and the button says so (issue 12).
 */
function useBuy() {
  const navigate = useNavigate();
  const { user } = useSession();
  const billing = useBillingOptions();
  return async (item: CheckoutItem) => {
    if (!billing.data?.checkout) return void toast.info(BILLING_MSG.arrangedByAdministrator);
    if (!user) return void navigate(paths.auth.signIn.getHref());
    if (user.role !== 'USER') return void toast.info(BILLING_MSG.individualsOnly);
    try {
      await goToCheckout(item);
    } catch (error) {
      toastUnexpectedError(error);
    }
  };
}

export function PricingPlans() {
  const buy = useBuy();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => (
        <li
          key={plan.name}
          className={cn(
            'flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
            plan.highlighted && 'border-primary ring-1 ring-primary',
          )}
        >
          <h2 className="text-lg font-semibold">{plan.name}</h2>
          <p className="mt-4 flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
            {plan.period ? <span className="text-muted-foreground">{plan.period}</span> : null}
          </p>
          <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                {feature}
              </li>
            ))}
          </ul>
          {plan.action.to ? (
            <Link
              to={plan.action.to}
              className={cn(buttonVariants({ variant: plan.highlighted ? 'default' : 'outline' }), 'mt-8')}
            >
              {plan.action.label}
            </Link>
          ) : (
            <div className="mt-8 grid gap-2">
              <Button onClick={() => void buy('student_plan')}>{plan.action.label}</Button>
              <Button variant="outline" onClick={() => void buy('add_on')}>
                Buy 2 interviews for $1
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
