import { ProgressPage } from '@/features/progress/components/progress-page.tsx';
import { useStartPractice } from './start-practice.tsx';

export default function ProgressRoute() {
  return <ProgressPage onStartPractice={useStartPractice()} />;
}
