import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  RECOVERY_MSG,
  resetPasswordForm,
  type ResetPasswordForm as ResetPasswordValues,
} from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { signInHrefFor } from '@/lib/auth-redirect.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** The new password, typed twice; then the person's own sign-in page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirm_password: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const clearing = (name: keyof ResetPasswordValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const account = await reset.mutateAsync({ token, password });
      toast.success(RECOVERY_MSG.passwordReset, FORM_TOAST);
      await navigate(signInHrefFor({ role: account.role, instituteId: account.institute_id }), {
        replace: true,
      });
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label="New password" error={errors.password?.message} hint="At least 6 characters.">
        <Input type="password" autoComplete="new-password" {...clearing('password')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm_password?.message}>
        <Input type="password" autoComplete="new-password" {...clearing('confirm_password')} />
      </FormField>
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  );
}
