import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { OidcSignInButton } from '@/features/auth/components/oidc-sign-in-button.tsx';
import { AuthHeading } from './auth-heading.tsx';

export default function SignUpRoute() {
  return (
    <>
      <AuthHeading title="Create your account">Start practising interviews for free.</AuthHeading>
      <OidcSignInButton verb="Sign up" />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={paths.auth.signIn.getHref()} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
      <p className="mt-8 text-center text-xs text-muted-foreground">
        By signing up you agree to our{' '}
        <Link
          to={paths.termsAndConditions.getHref()}
          className="underline underline-offset-4 hover:text-foreground"
        >
          Terms and Conditions
        </Link>{' '}
        and{' '}
        <Link
          to={paths.privacyPolicy.getHref()}
          className="underline underline-offset-4 hover:text-foreground"
        >
          Privacy Policy
        </Link>
        .
      </p>
    </>
  );
}
