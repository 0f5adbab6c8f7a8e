import { InterviewUnavailable } from './interview-unavailable.tsx';

export default function InterviewReportRoute() {
  return <InterviewUnavailable title="Interview Report" />;
}
