import { MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useInterviewSessions } from '../api/get-interview-sessions.ts';
import { InterviewCard } from './interview-card.tsx';
import { StartPracticeDialog } from './start-practice-dialog.tsx';

export function InterviewsGrid() {
  const sessions = useInterviewSessions();

  if (sessions.isPending) {
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy="true"
        aria-label="Loading interviews"
      >
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-48 rounded-xl" />
        ))}
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <p className="text-muted-foreground">Your interviews could not be loaded.</p>
        <Button variant="outline" onClick={() => void sessions.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (sessions.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
        <MessagesSquare aria-hidden className="size-10 text-primary" />
        <p className="text-lg font-medium">Start your next job interview practice with AI</p>
        <StartPracticeDialog />
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {sessions.data.map((session) => (
        <li key={session.session_id} className="flex">
          <InterviewCard session={session} />
        </li>
      ))}
    </ul>
  );
}
