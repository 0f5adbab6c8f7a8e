import { Navigate, Outlet, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';

/** SPEC §2: the public area waits for the auth state, then renders. */
export function PublicRoute() {
  const session = useSession();
  if (session.status === 'checking') return <PageSpinner />;
  return <Outlet />;
}

/** Sign-in and sign-up screens: somebody already signed in goes to /dashboard (replacing history). */
export function SignedOutOnlyRoute() {
  const session = useSession();
  if (session.status === 'checking') return <PageSpinner />;
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <Outlet />;
}

/** SPEC §2: /institute without an id goes home; with a session it goes to /dashboard. */
export function InstituteRoute() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (!searchParams.get('id')) return <Navigate to={paths.home.getHref()} replace />;
  if (session.status === 'checking') return <PageSpinner />;
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <Outlet />;
}
