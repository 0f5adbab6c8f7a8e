import { useSearchParams } from 'react-router';
import { InstituteBranding } from '@/features/auth/components/institute-branding.tsx';
import { InstituteSignUpForm } from '@/features/auth/components/institute-sign-up-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

export default function InstituteSignUpRoute() {
  const [searchParams] = useSearchParams();
  const instituteId = searchParams.get('id') ?? '';
  return (
    <>
      <AuthHeading title="Create your account">
        <InstituteBranding instituteId={instituteId} />
      </AuthHeading>
      <InstituteSignUpForm key={instituteId} instituteId={instituteId} />
    </>
  );
}
