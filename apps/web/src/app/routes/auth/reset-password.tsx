import { Link, useSearchParams } from 'react-router';
import { RECOVERY_MSG } from '@rehearse/contracts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

/** Opened from a reset email, or from an invitation (`invite=1`) sent when an institute enrolled its students. */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = searchParams.get('invite') === '1';
  return (
    <>
      <AuthHeading title={invitation ? 'Choose your password' : 'Choose a new password'}>
        {invitation
          ? 'Your institute has made you an account. Choose the password you will sign in with.'
          : 'Choosing a new password signs you out everywhere.'}
      </AuthHeading>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-4">
          <p role="alert" className="text-sm text-destructive">
            {RECOVERY_MSG.tokenRequired}
          </p>
          <Link
            to={paths.superAdmin.forgotPassword.getHref()}
            className={buttonVariants({ variant: 'outline' })}
          >
            Ask for a new link
          </Link>
        </div>
      )}
    </>
  );
}
