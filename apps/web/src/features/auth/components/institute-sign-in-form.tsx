import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { instituteLoginBody, type InstituteLoginBody } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { registerClearing, toastUnexpectedError } from '@/lib/form.ts';
import { sessionStore } from '@/lib/session.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { useInstituteLogin } from '../api/institute-login.ts';

/** Institute admins and users sign in with email and password; the institute comes from ?id= (SPEC §2). */
export function InstituteSignInForm({ instituteId }: { instituteId: string }) {
  const navigate = useNavigate();
  const login = useInstituteLogin();
  const form = useForm<InstituteLoginBody>({
    resolver: zodResolver(instituteLoginBody),
    defaultValues: { email: '', password: '', instituteID: instituteId },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { token, user } = await login.mutateAsync(values);
      toast.success('Successfully logged in!', FORM_TOAST);
      form.reset();
      sessionStore.signIn(token, user);
      await navigate(paths.dashboard.root.getHref(), { replace: true });
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
        <Input
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          {...registerClearing(form, 'email')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...registerClearing(form, 'password')} />
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
