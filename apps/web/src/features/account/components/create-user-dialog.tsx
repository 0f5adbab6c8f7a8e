import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { createInstituteUserBody, type CreateInstituteUserBody } from '@rehearse/contracts';
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
import { useCreateInstituteUser } from '../api/create-institute-user.ts';

type CreateUserDialogProps = {
  instituteId: string;
  instituteName: string;
  size?: 'sm' | 'default';
  variant?: 'default' | 'outline';
  /** Icon only on phones (the name stays for screen readers). */
  compact?: boolean;
};

/** Creates an institute user: the super admin for any institute, an institute admin for their own (SPEC §2). */
export function CreateUserDialog({
  instituteId,
  instituteName,
  size,
  variant,
  compact = false,
}: CreateUserDialogProps) {
  const [open, setOpen] = useState(false);
  const createUser = useCreateInstituteUser();
  const empty: CreateInstituteUserBody = {
    user_name: '',
    user_email: '',
    user_password: '',
    institute_id: instituteId,
  };
  const form = useContractForm(createInstituteUserBody, {
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(empty);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createUser.mutateAsync(values);
      toast.success('Institute User created successfully', FORM_TOAST);
      onOpenChange(false);
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size={size} variant={variant}>
          <UserPlus aria-hidden />
          <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Create User</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create User</DialogTitle>
          <DialogDescription>
            Add a user to <span className="font-medium text-foreground">{instituteName}</span>.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <input type="hidden" {...form.register('institute_id')} />
          {errors.institute_id ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.institute_id.message}
            </p>
          ) : null}
          <FormField label="Full Name" error={errors.user_name?.message}>
            <Input autoComplete="off" {...form.field('user_name')} />
          </FormField>
          <FormField label="Email" error={errors.user_email?.message}>
            <Input type="email" autoComplete="off" {...form.field('user_email')} />
          </FormField>
          <FormField label="Password" error={errors.user_password?.message} hint="At least 6 characters.">
            <Input type="password" autoComplete="new-password" {...form.field('user_password')} />
          </FormField>
          <DialogFormFooter
            submitLabel="Create User"
            pendingLabel="Creating..."
            pending={createUser.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
