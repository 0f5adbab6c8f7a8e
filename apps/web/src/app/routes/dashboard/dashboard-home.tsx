import { AllowanceSummary } from '@/features/interviews/components/allowance-summary.tsx';
import { InterviewsGrid } from '@/features/interviews/components/interviews-grid.tsx';
import { useStartPractice } from './start-practice.tsx';
import { useSession } from '@/lib/session.ts';

export default function DashboardHomeRoute() {
  const session = useSession();
  const startPractice = useStartPractice();
  const firstName = session.user?.name.split(' ')[0];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>Dashboard | Rehearse</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Interviews</h1>
          <p className="text-muted-foreground">
            {firstName ? `Welcome, ${firstName}. ` : ''}Your practice interviews and their reports.
          </p>
        </div>
        <AllowanceSummary />
      </div>
      <InterviewsGrid onStartPractice={startPractice} />
    </div>
  );
}
