import { InterviewUnavailable } from './interview-unavailable.tsx';

export default function InterviewRoomRoute() {
  return <InterviewUnavailable title="Interview" />;
}
