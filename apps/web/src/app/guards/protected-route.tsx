import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { signInHrefFor } from '@/lib/auth-redirect.ts';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';

/**
 * SPEC §2 protected-area guard: a spinner until the auth state is known; nobody signed in -> the sign-in page of
 * the role that signed in last (an expired super admin session goes back to /superadmin/signin, and so on).
 */
export function ProtectedRoute() {
  const session = useSession();
  if (session.status === 'checking') return <PageSpinner />;
  if (session.status === 'signed-out')
    return <Navigate to={signInHrefFor(storage.getLastSignIn())} replace />;
  return <Outlet />;
}
