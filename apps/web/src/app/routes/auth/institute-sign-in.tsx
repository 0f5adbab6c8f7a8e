import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { InstituteBranding } from '@/features/auth/components/institute-branding.tsx';
import { InstituteSignInForm } from '@/features/auth/components/institute-sign-in-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

export default function InstituteSignInRoute() {
  const [searchParams] = useSearchParams();
  // InstituteRoute has already sent visitors without an id home.
  const instituteId = searchParams.get('id') ?? '';
  return (
    <>
      <AuthHeading title="Sign in here, Institute User!">
        <InstituteBranding instituteId={instituteId} />
      </AuthHeading>
      <InstituteSignInForm key={instituteId} instituteId={instituteId} />
      <p className="mt-4 text-center text-sm">
        <Link
          to={paths.superAdmin.forgotPassword.getHref()}
          className="font-medium text-primary hover:underline"
        >
          Forgot password?
        </Link>
      </p>
    </>
  );
}
