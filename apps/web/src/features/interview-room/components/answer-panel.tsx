import { Mic, RotateCcw, Square } from 'lucide-react';
import { MicrophoneLevel } from '@/components/microphone-level.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { answerButton, canReplay, type RoomQuestion, type RoomState } from '../lib/room-state.ts';
import { uploadPercent, type UploadProgress } from '../lib/upload-progress.ts';
import { CountdownCircle } from './countdown-circle.tsx';
import { LiveFeedbackIndicator } from './live-feedback-indicator.tsx';

type AnswerPanelProps = {
  state: RoomState;
  secondsLeft: number;
  upload: UploadProgress;
  /** The recorded stream, for the microphone level while recording. */
  stream: MediaStream | null;
  onStart: () => void;
  onEnd: () => void;
  onReplay: () => void;
};

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function UploadStatus({ upload }: { upload: UploadProgress }) {
  if (upload.status !== 'sending' && upload.status !== 'finishing') return null;
  return (
    <div className="flex w-full max-w-xs flex-col gap-1">
      <Progress value={uploadPercent(upload)} label="Answer upload progress" />
      <p className="text-xs text-muted-foreground tabular-nums">
        Uploaded {megabytes(upload.sent)} of {megabytes(upload.recorded)}
      </p>
    </div>
  );
}

function hint(state: RoomState): string {
  switch (state.phase) {
    case 'waiting':
      return state.connection === 'reconnecting' ? 'Reconnecting...' : 'Preparing your interview...';
    case 'listening':
      return state.question?.followUpOf
        ? 'The interviewer follows up on your answer; you can answer when the question ends.'
        : 'Listen to the question; you can answer when it ends.';
    case 'ready':
      return 'Press Start Answer when you are ready. You have 2 minutes.';
    case 'starting':
      return 'Starting the recording...';
    case 'recording':
      return 'Recording. Press End Answer when you are done.';
    default:
      return '';
  }
}

/** A follow-up is numbered with the question it follows up on. */
function questionHeading(question: RoomQuestion | null): string {
  if (!question) return 'Question';
  const number = `${question.index + 1} of ${question.total}`;
  return question.followUpOf ? `Follow-up to question ${number}` : `Question ${number}`;
}

/**
 * The current question with its answer control, countdown and upload progress (SPEC §2, §4); Replay question
 * before the answer starts, and while recording the microphone level and the live feedback.
 */
export function AnswerPanel(props: AnswerPanelProps) {
  const { state, secondsLeft, upload, stream, onStart, onEnd, onReplay } = props;
  const { question, phase } = state;
  const button = answerButton(state);
  return (
    <section aria-labelledby="question-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="question-heading" className="text-sm font-medium text-muted-foreground">
        {questionHeading(question)}
      </h2>
      <p className="mt-2 min-h-14 text-lg leading-relaxed font-medium" aria-live="polite">
        {question?.text ?? ''}
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-5">
        <CountdownCircle secondsLeft={secondsLeft} />
        <div className="flex flex-1 flex-col items-start gap-3">
          {phase === 'saving' ? (
            <Button disabled size="lg">
              <Spinner className="[&_svg]:size-4 [&_svg]:text-primary-foreground" label="Saving" />
              Saving...
            </Button>
          ) : (
            <Button
              size="lg"
              variant={button.label === 'End Answer' ? 'destructive' : 'default'}
              disabled={!button.enabled}
              onClick={button.label === 'End Answer' ? onEnd : onStart}
            >
              {button.label === 'End Answer' ? <Square aria-hidden /> : <Mic aria-hidden />}
              {button.label}
            </Button>
          )}
          {(phase === 'listening' || phase === 'ready') && (
            <Button variant="outline" size="sm" disabled={!canReplay(state)} onClick={onReplay}>
              <RotateCcw aria-hidden />
              Replay question
            </Button>
          )}
          <p className="text-sm text-muted-foreground" role="status">
            {hint(state)}
          </p>
          {phase === 'recording' && (
            <>
              <MicrophoneLevel stream={stream} className="max-w-xs" />
              <LiveFeedbackIndicator feedback={state.liveFeedback} />
            </>
          )}
          <UploadStatus upload={upload} />
        </div>
      </div>
    </section>
  );
}
