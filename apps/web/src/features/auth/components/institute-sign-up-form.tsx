import { Link } from 'react-router';
import { createInstituteUserBody } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { useContractForm } from '@/hooks/use-contract-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { useInstituteSignUp } from '../api/institute-sign-up.ts';
import { useEnterDashboard } from '../hooks/use-enter-dashboard.ts';

/** A student joins an institute through the sign-up URL the super admin shared (SPEC §2). */
export function InstituteSignUpForm({ instituteId }: { instituteId: string }) {
  const enterDashboard = useEnterDashboard();
  const signUp = useInstituteSignUp();
  const form = useContractForm(createInstituteUserBody, {
    defaultValues: { user_name: '', user_email: '', user_password: '', institute_id: instituteId },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const session = await signUp.mutateAsync(values);
      form.reset();
      await enterDashboard(session, 'Account created successfully!');
    } catch (error) {
      toastUnexpectedError(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <input type="hidden" {...form.register('institute_id')} />
      {errors.institute_id ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.institute_id.message}
        </p>
      ) : null}
      <FormField label="Full Name" error={errors.user_name?.message}>
        <Input autoComplete="name" placeholder="Jane Doe" {...form.field('user_name')} />
      </FormField>
      <FormField label="Email" error={errors.user_email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.field('user_email')}
        />
      </FormField>
      <FormField label="Password" error={errors.user_password?.message} hint="At least 6 characters.">
        <Input type="password" autoComplete="new-password" {...form.field('user_password')} />
      </FormField>
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link
          to={paths.institute.signIn.getHref(instituteId)}
          className="font-medium text-primary hover:underline"
        >
          Sign in
        </Link>
      </p>
    </form>
  );
}
