import { Link } from 'react-router';
import { allowanceText, INTERVIEW_SERVER_MSG, type InterviewAllowance } from '@rehearse/contracts';
import { buttonVariants } from '@/components/ui/button.tsx';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';

/** "1 of 2 free interviews left", under the dialog's subtitle. */
export function AllowanceNote({ allowance }: { allowance: InterviewAllowance }) {
  return (
    <p className="text-sm font-medium" data-testid="interview-allowance">
      {allowanceText(allowance)}
    </p>
  );
}

/**
 * Shown instead of the form when the plan has no interview left, so nobody fills it in for nothing; the same
 * words the server would answer with, and the way to more interviews.
 */
export function NoInterviewsLeft({ allowance }: { allowance: InterviewAllowance }) {
  const spent =
    allowance.plan === 'FREE' ? INTERVIEW_SERVER_MSG.freeLimit : INTERVIEW_SERVER_MSG.studentLimit;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Create Interview</DialogTitle>
        <DialogDescription>{allowanceText(allowance)}</DialogDescription>
      </DialogHeader>
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        {spent} You can still retake a question from one of your reports, which uses no interview.
      </p>
      <DialogFooter>
        <DialogClose className={buttonVariants({ variant: 'outline' })}>Cancel</DialogClose>
        <Link to={paths.pricing.getHref()} className={buttonVariants()}>
          See plans
        </Link>
      </DialogFooter>
    </>
  );
}
