import { useId, useState } from 'react';
import { Link } from 'react-router';
import { superAdminLoginBody } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { paths } from '@/config/paths.ts';
import { useContractForm } from '@/hooks/use-contract-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { useSuperAdminLogin } from '../api/super-admin-login.ts';
import { useEnterDashboard } from '../hooks/use-enter-dashboard.ts';

export function SuperAdminSignInForm() {
  const enterDashboard = useEnterDashboard();
  const login = useSuperAdminLogin();
  const rememberId = useId();
  // SPEC §2: the remember-me box is shown but has no effect (sessions last until sign-out either way).
  const [remember, setRemember] = useState(false);
  const form = useContractForm(superAdminLoginBody, {
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const session = await login.mutateAsync(values);
      form.reset();
      await enterDashboard(session, 'Successfully logged in!');
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" placeholder="you@example.com" {...form.field('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.field('password')} />
      </FormField>
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id={rememberId}
            checked={remember}
            onCheckedChange={(value) => setRemember(value === true)}
          />
          <Label htmlFor={rememberId}>Remember me</Label>
        </div>
        <Link
          to={paths.superAdmin.forgotPassword.getHref()}
          className="text-sm font-medium text-primary hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to={paths.superAdmin.signUp.getHref()} className="font-medium text-primary hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
