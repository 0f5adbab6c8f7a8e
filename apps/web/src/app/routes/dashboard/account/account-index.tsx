import { Navigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import InstitutesRoute from './institutes.tsx';

/** SPEC §2: the account index shows the Institutes list; an institute admin's list is Users, so they go there. */
export default function AccountIndexRoute() {
  const { user } = useSession();
  if (user?.role === 'INSTITUTE_ADMIN')
    return <Navigate to={paths.dashboard.account.users.getHref()} replace />;
  return <InstitutesRoute />;
}
