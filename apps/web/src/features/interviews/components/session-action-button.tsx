import { ExternalLink, LoaderCircle, Play } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { InterviewSession } from '@rehearse/contracts';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { storeRoomMarker } from '@/lib/interview-markers.ts';
import { useGenerateReport } from '../hooks/use-generate-report.ts';
import { sessionActionFor } from '../lib/session-action.ts';

/** The action of a dashboard card, by session status (SPEC §4). */
export function SessionActionButton({ session }: { session: InterviewSession }) {
  const navigate = useNavigate();
  const generateReport = useGenerateReport();
  const action = sessionActionFor(session.status);

  switch (action.kind) {
    case 'resume':
      return (
        <Button
          size="sm"
          onClick={() => {
            storeRoomMarker();
            void navigate(paths.dashboard.interview.getHref(session.session_id));
          }}
        >
          <Play aria-hidden />
          {action.label}
        </Button>
      );
    case 'generate-report':
      return (
        <Button
          size="sm"
          disabled={generateReport.isPending}
          onClick={() => generateReport.mutate(session.session_id)}
        >
          {generateReport.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          {action.label}
        </Button>
      );
    case 'generating-report':
      return (
        <Button size="sm" variant="secondary" disabled aria-busy>
          <LoaderCircle aria-hidden className="animate-spin" />
          {action.label}
        </Button>
      );
    case 'not-completed':
      return (
        <Button size="sm" variant="destructive" disabled>
          {action.label}
        </Button>
      );
    case 'view-report':
      return (
        <a
          href={paths.dashboard.report.getHref(session.session_id)}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {action.label}
          <ExternalLink aria-hidden />
        </a>
      );
  }
}
