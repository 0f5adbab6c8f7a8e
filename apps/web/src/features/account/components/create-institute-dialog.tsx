import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { createInstituteBody, type CreateInstituteBody } from '@rehearse/contracts';
import { DialogFormFooter } from '@/components/dialog-form-footer.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useContractForm } from '@/hooks/use-contract-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useCreateInstitute } from '../api/create-institute.ts';

const EMPTY: CreateInstituteBody = { instituteName: '', email: '', password: '' };

/** Super admin onboards an institute together with its admin account (SPEC §2, §5). */
export function CreateInstituteDialog({
  size,
  compact = false,
}: {
  size?: 'sm' | 'default';
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const createInstitute = useCreateInstitute();
  const form = useContractForm(createInstituteBody, {
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { institute_id } = await createInstitute.mutateAsync(values);
      toast.success(`Institute with ID ${institute_id} onboarded successfully!`, FORM_TOAST);
      onOpenChange(false);
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size={size}>
          <Plus aria-hidden />
          <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Create Institute</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Institute</DialogTitle>
          <DialogDescription>
            Onboard an institute and create the account of its administrator.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField label="Institute Name" error={errors.instituteName?.message}>
            <Input autoComplete="organization" {...form.field('instituteName')} />
          </FormField>
          <FormField label="Admin Email" error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.field('email')} />
          </FormField>
          <FormField label="Admin Password" error={errors.password?.message} hint="At least 6 characters.">
            <Input type="password" autoComplete="new-password" {...form.field('password')} />
          </FormField>
          <DialogFormFooter
            submitLabel="Create Institute"
            pendingLabel="Creating..."
            pending={createInstitute.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
