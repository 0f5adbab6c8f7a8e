import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { OidcSignInButton } from '@/features/auth/components/oidc-sign-in-button.tsx';
import { AuthHeading } from './auth-heading.tsx';

export default function SignInRoute() {
  return (
    <>
      <AuthHeading title="Welcome back">Sign in to continue your interview practice.</AuthHeading>
      <OidcSignInButton verb="Sign in" />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to={paths.auth.signUp.getHref()} className="font-medium text-primary hover:underline">
          Sign up
        </Link>
      </p>
    </>
  );
}
