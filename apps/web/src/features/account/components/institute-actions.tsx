import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { updateInstituteBody, type InstituteListItem } from '@rehearse/contracts';
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
import { useUpdateInstitute } from '../api/update-institute.ts';

function RenameDialog({ institute }: { institute: InstituteListItem }) {
  const nameId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(institute.institute_name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateInstitute();
  const submit = async () => {
    const parsed = updateInstituteBody.safeParse({ institute_name: name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    try {
      const { message } = await update.mutateAsync({ id: institute.id, ...parsed.data });
      toast.success(message, FORM_TOAST);
      setOpen(false);
    } catch (err) {
      toastUnexpectedError(err);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setName(institute.institute_name);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Rename ${institute.institute_name}`}>
          <Pencil aria-hidden />
          Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename institute</DialogTitle>
          <DialogDescription>Its people see the new name at their next sign-in.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={nameId}>Institute Name</Label>
          <Input
            id={nameId}
            value={name}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={update.isPending} onClick={() => void submit()}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DisableDialog({ institute }: { institute: InstituteListItem }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateInstitute();
  const disabling = !institute.disabled;
  const submit = async () => {
    try {
      const { message } = await update.mutateAsync({ id: institute.id, disabled: disabling });
      toast.success(message, FORM_TOAST);
      setOpen(false);
    } catch (err) {
      toastUnexpectedError(err);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={disabling ? 'outline' : 'default'}>
          {disabling ? 'Disable' : 'Enable'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {disabling ? 'Disable' : 'Enable'} {institute.institute_name}?
          </DialogTitle>
          <DialogDescription>
            {disabling
              ? 'Its admin and users are signed out now and cannot sign in or sign up until it is enabled again; they are told why. Nothing is deleted.'
              : 'Its admin and users can sign in again.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant={disabling ? 'destructive' : 'default'}
            disabled={update.isPending}
            onClick={() => void submit()}
          >
            {disabling ? 'Disable institute' : 'Enable institute'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Rename and disable/enable, for the super admin's institutes list. */
export function InstituteActions({ institute }: { institute: InstituteListItem }) {
  return (
    <div className="flex flex-wrap gap-1">
      <RenameDialog institute={institute} />
      <DisableDialog institute={institute} />
    </div>
  );
}
