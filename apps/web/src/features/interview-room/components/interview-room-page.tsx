import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { EyeOff, WifiOff } from 'lucide-react';
import { EvaluationCriteriaDialog } from '@/components/evaluation-criteria-dialog.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { hasRoomMarker } from '@/lib/interview-markers.ts';
import { useInterviewRoom } from '../hooks/use-interview-room.ts';
import { AiAvatar } from './ai-avatar.tsx';
import { AnswerPanel } from './answer-panel.tsx';
import { ExitInterviewDialog } from './exit-interview-dialog.tsx';
import { RecorderPreview } from './recorder-preview.tsx';

function Refused({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">This interview cannot be opened</h1>
      <p className="text-muted-foreground">{message}</p>
      <Link to={paths.dashboard.root.getHref()} className={buttonVariants()}>
        Back to Dashboard
      </Link>
    </section>
  );
}

function InterviewRoom({ sessionId }: { sessionId: string }) {
  const room = useInterviewRoom(sessionId);
  const { state } = room;
  if (state.connection === 'refused') return <Refused message={state.refusal ?? ''} />;
  const details = state.details;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <title>Interview | Rehearse</title>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{details?.job_title ?? 'Interview'}</h1>
          {details && (
            <p className="mt-1 flex flex-wrap gap-2 text-sm">
              <span className="rounded-full bg-accent px-2.5 py-0.5 font-medium text-accent-foreground">
                {details.round_type}
              </span>
              <span className="rounded-full bg-secondary px-2.5 py-0.5 font-medium">
                {details.difficulty_level}
              </span>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <EvaluationCriteriaDialog roundType={details?.round_type} />
          <ExitInterviewDialog recording={state.phase === 'recording'} onExit={room.exit} />
        </div>
      </header>
      {state.connection === 'reconnecting' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <WifiOff className="size-4" aria-hidden />
          Connection lost. Reconnecting...
        </p>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <AiAvatar speaking={room.audio.speaking} level={room.audio.level} />
        <RecorderPreview
          videoRef={room.previewRef}
          stream={room.camera.stream}
          failed={room.camera.failed}
          recording={state.phase === 'recording'}
        />
      </div>
      {room.eyeContactUnavailable && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          {`Eye contact is not measured in this interview: ${room.eyeContactUnavailable} Everything else is recorded and scored.`}
        </p>
      )}
      <AnswerPanel
        state={state}
        secondsLeft={room.secondsLeft}
        upload={room.upload}
        stream={room.camera.stream}
        onStart={room.startAnswer}
        onEnd={() => void room.endAnswer()}
        onReplay={room.replayQuestion}
      />
      {/* The question is read out here; the avatar shows it is speaking. */}
      <audio {...room.audio.audioProps} className="hidden" />
    </div>
  );
}

/**
 * /dashboard/:id, the interview room. It opens only right after the media check stored its marker (SPEC §2);
 * otherwise the person goes back to the dashboard.
 */
export function InterviewRoomPage() {
  const { id } = useParams();
  // Read once: the marker is removed when the interview ends, and the room must not bounce before it navigates.
  const [allowed] = useState(hasRoomMarker);
  if (!allowed || !id) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return <InterviewRoom sessionId={id} />;
}
