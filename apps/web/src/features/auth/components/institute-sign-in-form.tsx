import { Link } from 'react-router';
import { instituteLoginBody } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { useContractForm } from '@/hooks/use-contract-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { useInstituteLogin } from '../api/institute-login.ts';
import { useEnterDashboard } from '../hooks/use-enter-dashboard.ts';

/** Institute admins and users sign in with email and password; the institute comes from ?id= (SPEC §2). */
export function InstituteSignInForm({ instituteId }: { instituteId: string }) {
  const enterDashboard = useEnterDashboard();
  const login = useInstituteLogin();
  const form = useContractForm(instituteLoginBody, {
    defaultValues: { email: '', password: '', instituteID: instituteId },
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
      {/* The institute id is not typed by people; its only possible message is shown with the form's errors. */}
      <input type="hidden" {...form.register('instituteID')} />
      {errors.instituteID ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.instituteID.message}
        </p>
      ) : null}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" placeholder="you@example.com" {...form.field('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.field('password')} />
      </FormField>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New here?{' '}
        <Link
          to={paths.institute.signUp.getHref(instituteId)}
          className="font-medium text-primary hover:underline"
        >
          Sign up
        </Link>
      </p>
    </form>
  );
}
