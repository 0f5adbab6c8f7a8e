import { toast } from 'sonner';
import { allowanceText, BILLING_MSG } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { goToCheckout, useBillingOptions } from '@/lib/checkout.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { usePlan } from '../api/get-plan.ts';

const PLAN_NAMES = { FREE: 'Free', STUDENT: 'Student', INSTITUTE: 'Institute' } as const;

/** The plan and what is left of it; for individuals, Upgrade Now and the add-on (Stripe, or the administrator). */
export function PlanSection({ individual }: { individual: boolean }) {
  const plan = usePlan();
  const billing = useBillingOptions();
  if (plan.isPending) return <Skeleton className="h-16 w-full" />;
  if (plan.isError) return <p className="text-muted-foreground">Your plan could not be loaded.</p>;
  const buy = async (item: 'student_plan' | 'add_on') => {
    if (!billing.data?.checkout) return toast.info(BILLING_MSG.arrangedByAdministrator);
    try {
      await goToCheckout(item);
    } catch (error) {
      toastUnexpectedError(error);
    }
  };
  return (
    <div className="grid gap-3">
      <p>
        <span className="font-semibold">{PLAN_NAMES[plan.data.plan]} plan.</span> {allowanceText(plan.data)}.
      </p>
      {individual ? (
        <div className="flex flex-wrap gap-2">
          {plan.data.plan === 'FREE' ? (
            <Button onClick={() => void buy('student_plan')}>Upgrade Now</Button>
          ) : (
            <Button variant="outline" onClick={() => void buy('add_on')}>
              Buy 2 interviews for $1
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
