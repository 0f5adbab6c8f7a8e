import { SuperAdminSignInForm } from '@/features/auth/components/super-admin-sign-in-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

export default function SuperAdminSignInRoute() {
  return (
    <>
      <AuthHeading title="Sign in here, Super Admin!">Manage institutes and their accounts.</AuthHeading>
      <SuperAdminSignInForm />
    </>
  );
}
