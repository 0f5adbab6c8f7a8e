import { CircleCheckBig, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { FeedbackDialog } from '@/components/feedback-dialog.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { hasEndScreenMarker, removeEndScreenMarker } from '@/lib/interview-markers.ts';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { useReportReady } from '@/lib/request-interview-report.ts';

/** SPEC §9: the feedback dialog opens by itself this long after arrival. */
const FEEDBACK_AUTO_OPEN_MS = 2000;

/** /dashboard/:id/end-screen: only reachable straight from the interview room (SPEC §2). */
export function EndScreenPage() {
  const { id = '' } = useParams();
  // Read once, on arrival; the marker is gone after the first effect so a reload redirects.
  const [cameFromRoom] = useState(hasEndScreenMarker);
  useEffect(() => removeEndScreenMarker(), []);

  if (!cameFromRoom || !id) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <InterviewComplete sessionId={id} />;
}

function InterviewComplete({ sessionId }: { sessionId: string }) {
  const session = useSession();
  const name = session.user?.name ?? storage.getUser()?.name ?? '';
  const report = useReportReady(sessionId);
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setFeedbackOpen(true), FEEDBACK_AUTO_OPEN_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center">
      <title>Interview Complete | Rehearse</title>
      <CircleCheckBig aria-hidden className="size-14 text-green-600" />
      <h1 className="text-2xl font-bold tracking-tight">
        Thank you, {name}! You have completed the interview.
      </h1>
      <div role="status" className="min-h-6 text-muted-foreground">
        {report.data?.ready ? (
          <Link
            to={paths.dashboard.report.getHref(sessionId)}
            className="font-medium text-primary underline underline-offset-4"
          >
            Your report is ready: View Report
          </Link>
        ) : (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            Generating report... Check back in a minute
          </span>
        )}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard.root.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Back to Dashboard
        </Link>
        <Button onClick={() => setFeedbackOpen(true)}>+ FEEDBACK</Button>
      </div>
      <FeedbackDialog sessionId={sessionId} open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </section>
  );
}
