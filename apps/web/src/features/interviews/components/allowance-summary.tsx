import { Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { allowanceText, canStartInterview } from '@rehearse/contracts';
import { paths } from '@/config/paths.ts';
import { useInterviewAllowance } from '@/lib/get-interview-allowance.ts';
import { cn } from '@/lib/utils.ts';

/** "1 of 2 free interviews left" on the dashboard, with the way to more when the plan has a limit. */
export function AllowanceSummary() {
  const allowance = useInterviewAllowance();
  if (!allowance.data) return null;
  const limited = allowance.data.interviews !== null;
  const spent = !canStartInterview(allowance.data);
  return (
    <p
      data-testid="interview-allowance"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm',
        spent ? 'border-amber-300 bg-amber-50 text-amber-950' : 'bg-card',
      )}
    >
      <Ticket aria-hidden className="size-4" />
      {allowanceText(allowance.data)}
      {limited ? (
        <Link to={paths.pricing.getHref()} className="font-medium text-primary underline underline-offset-4">
          See plans
        </Link>
      ) : null}
    </p>
  );
}
