import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

/** The super admin's and institute sign-ins' 'Forgot password?' link. */
export default function ForgotPasswordRoute() {
  return (
    <>
      <AuthHeading title="Forgot your password?">
        Enter the email you sign in with. If it has an account, we send it a link to choose a new password.
      </AuthHeading>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to={paths.superAdmin.signIn.getHref()} className="font-medium text-primary hover:underline">
          Super admin sign-in
        </Link>
        . Institute users sign in from their institute&apos;s link.
      </p>
    </>
  );
}
