import { ChartLine, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useProgress } from '../api/get-progress.ts';
import { chartRows } from '../lib/progress-data.ts';
import { CompareInterviews } from './compare-interviews.tsx';
import { MetricTrendCharts } from './metric-trend-charts.tsx';
import { RecurringWeaknesses } from './recurring-weaknesses.tsx';
import { ScoreTrendChart } from './score-trend-chart.tsx';

/** /dashboard/progress: the candidate's reports over time (issue 11: "compare your reports over time"). */
export function ProgressPage({ onStartPractice }: { onStartPractice: () => void }) {
  const progress = useProgress();
  const rows = useMemo(() => chartRows(progress.data?.interviews ?? []), [progress.data]);

  let body;
  if (progress.isPending) body = <PageSpinner />;
  else if (progress.isError)
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <p className="text-muted-foreground">Your progress could not be loaded.</p>
        <Button variant="outline" onClick={() => void progress.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (progress.data.interviews.length === 0)
    body = (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
        <ChartLine aria-hidden className="size-10 text-primary" />
        <p className="text-lg font-medium">Your progress appears here after your first report</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Each interview with a report adds a point to your charts: your scores, each communication check
          against its target, and the weaknesses that come back.
        </p>
        <Button onClick={onStartPractice}>
          <Sparkles aria-hidden />
          Start Practice
        </Button>
      </div>
    );
  else
    body = (
      <>
        <ScoreTrendChart rows={rows} />
        <MetricTrendCharts rows={rows} />
        <div className="grid gap-6 xl:grid-cols-2">
          <RecurringWeaknesses items={progress.data.recurring} />
          <CompareInterviews interviews={progress.data.interviews} />
        </div>
      </>
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>Progress | Rehearse</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Progress</h1>
        <p className="text-muted-foreground">
          Your reports over time
          {progress.data?.interviews.length
            ? `: ${progress.data.interviews.length} interview${progress.data.interviews.length === 1 ? '' : 's'} with a report.`
            : '.'}
        </p>
      </div>
      {body}
    </div>
  );
}
