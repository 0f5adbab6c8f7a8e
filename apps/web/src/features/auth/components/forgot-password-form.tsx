import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordBody, type ForgotPasswordBody } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toastUnexpectedError } from '@/lib/form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** Asks for a reset link. The answer never says whether the email has an account (no account enumeration). */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setSent(await request.mutateAsync(values));
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  if (sent) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>{sent}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          {...form.register('email', { onChange: () => form.clearErrors('email') })}
        />
      </FormField>
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
