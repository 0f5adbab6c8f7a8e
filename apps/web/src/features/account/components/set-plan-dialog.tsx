import { useId, useState } from 'react';
import { toast } from 'sonner';
import { BILLING_MSG, MAX_GRANTED_INTERVIEWS, type IndividualUser } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useSetUserPlan } from '../api/set-user-plan.ts';

/** The super admin sets a person's plan and, on the Student plan, adds add-on interviews. */
export function SetPlanDialog({ user }: { user: IndividualUser }) {
  const planId = useId();
  const extraId = useId();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<'FREE' | 'STUDENT'>(user.plan === 'STUDENT' ? 'STUDENT' : 'FREE');
  const [extra, setExtra] = useState('0');
  const save = useSetUserPlan();
  const extraNumber = Number(extra);
  const problem =
    !Number.isInteger(extraNumber) || extraNumber < 0 || extraNumber > MAX_GRANTED_INTERVIEWS
      ? BILLING_MSG.extraInvalid
      : extraNumber > 0 && plan !== 'STUDENT'
        ? BILLING_MSG.extraNeedsStudent
        : null;

  const submit = async () => {
    if (problem) return;
    try {
      await save.mutateAsync({ user_id: user.id, plan, extra_interviews: extraNumber });
      toast.success(BILLING_MSG.planSaved, FORM_TOAST);
      setOpen(false);
      setExtra('0');
    } catch (error) {
      toastUnexpectedError(error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Change plan of ${user.name}`}>
          Change plan
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change plan</DialogTitle>
          <DialogDescription>
            {user.name} ({user.email}) is on the {user.plan === 'STUDENT' ? 'Student' : 'Free'} plan with{' '}
            {user.extra_interviews} add-on interview{user.extra_interviews === 1 ? '' : 's'} left.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={planId}>Plan</Label>
            <select
              id={planId}
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={plan}
              onChange={(event) => setPlan(event.target.value as 'FREE' | 'STUDENT')}
            >
              <option value="FREE">Free: 2 interviews</option>
              <option value="STUDENT">Student: 2 interviews per month</option>
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={extraId}>Add interviews (Student plan)</Label>
            <Input
              id={extraId}
              type="number"
              min={0}
              max={MAX_GRANTED_INTERVIEWS}
              value={extra}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setExtra(event.target.value)}
            />
            {problem ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {problem}
              </p>
            ) : null}
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={Boolean(problem) || save.isPending} onClick={() => void submit()}>
            {save.isPending ? 'Saving...' : 'Save plan'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
