import { InterviewUnavailable } from './interview-unavailable.tsx';

export default function InterviewEndScreenRoute() {
  return <InterviewUnavailable title="Interview Complete" />;
}
