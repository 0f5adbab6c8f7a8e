import { Button } from '@/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '@/components/ui/dialog.tsx';

/** Cancel (closes the dialog) and the submit button, which names its work while the request runs. */
export function DialogFormFooter({
  submitLabel,
  pendingLabel,
  pending,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
