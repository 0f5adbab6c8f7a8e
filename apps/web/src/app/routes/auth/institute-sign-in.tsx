import { useSearchParams } from 'react-router';
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
    </>
  );
}
