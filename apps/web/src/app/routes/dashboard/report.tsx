import { ReportPage } from '@/features/report/components/report-page.tsx';
import { useCheckMediaFor } from './start-practice.tsx';

/** The report, whose retakes go on to the same media check and room as any interview. */
export default function ReportRoute() {
  return <ReportPage onRetake={useCheckMediaFor()} />;
}
