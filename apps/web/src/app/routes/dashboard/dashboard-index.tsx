import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.ts';
import DashboardHomeRoute from './dashboard-home.tsx';

const CohortHome = lazy(() => import('./cohort-home.tsx'));

/** The dashboard's home: an institute admin's is their cohort (issue 12); everyone else's is their practice. */
export default function DashboardIndexRoute() {
  const { user } = useSession();
  if (user?.role !== 'INSTITUTE_ADMIN') return <DashboardHomeRoute />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <CohortHome />
    </Suspense>
  );
}
