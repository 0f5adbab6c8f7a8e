import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { ImportStudentsDialog } from '@/features/account/components/import-students-dialog.tsx';
import { CohortDashboard } from '@/features/cohort/components/cohort-dashboard.tsx';
import { InterviewsGrid } from '@/features/interviews/components/interviews-grid.tsx';
import { useStartPractice } from './start-practice.tsx';

/** The institute admin's home: the cohort first, their own practice below it (all roles can practise). */
export default function CohortHome() {
  const startPractice = useStartPractice();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10">
      <title>Cohort | Rehearse</title>
      <CohortDashboard
        actions={
          <>
            <ImportStudentsDialog />
            <Link
              to={paths.dashboard.account.users.getHref()}
              className={buttonVariants({ variant: 'outline' })}
            >
              Users
            </Link>
          </>
        }
      />
      <section aria-labelledby="own-practice-title" className="flex flex-col gap-4">
        <h2 id="own-practice-title" className="text-xl font-semibold">
          Your own practice
        </h2>
        <InterviewsGrid onStartPractice={startPractice} />
      </section>
    </div>
  );
}
