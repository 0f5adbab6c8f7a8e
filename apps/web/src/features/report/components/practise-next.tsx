import { LoaderCircle, RotateCcw, Target } from 'lucide-react';
import type { InterviewReport, StartInterviewResult } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import { useRetakeQuestion } from '../api/retake-question.ts';

type Action = InterviewReport['practise_next'][number];

/** A button that makes a retake of one question and hands it to the media check. */
export function RetakeButton({
  sessionId,
  questionId,
  questionNumber,
  onRetake,
  variant = 'default',
}: {
  sessionId: string;
  questionId: string;
  questionNumber: number;
  onRetake: (interview: StartInterviewResult) => void;
  variant?: 'default' | 'outline';
}) {
  const retake = useRetakeQuestion();
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={retake.isPending}
      onClick={() =>
        retake.mutate({ session_id: sessionId, question_id: questionId }, { onSuccess: onRetake })
      }
    >
      {retake.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <RotateCcw aria-hidden />}
      Retake Q{questionNumber}
    </Button>
  );
}

/** The report opens with what to practise next: at most three actions, each with its question to retake. */
export function PractiseNext({
  sessionId,
  actions,
  onRetake,
}: {
  sessionId: string;
  actions: Action[];
  onRetake: (interview: StartInterviewResult) => void;
}) {
  return (
    <section
      aria-labelledby="practise-next-title"
      className="rounded-xl border border-primary/30 bg-card p-5 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id="practise-next-title" className="flex items-center gap-2 text-xl font-semibold">
        <Target aria-hidden className="size-5 text-primary" />
        Practise next
      </h2>
      {actions.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          Nothing stood out to practise: every answer covered its key points with a clear structure and
          on-target delivery. Try a harder difficulty level next.
        </p>
      ) : (
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {actions.map((action) => (
            <li
              key={`${action.question_id}-${action.behaviour}`}
              className="flex flex-col gap-2 rounded-lg border bg-muted/30 p-4"
            >
              <h3 className="font-semibold">{action.behaviour}</h3>
              <p className="text-xs text-muted-foreground">
                From Q{action.question_number}: {action.question_text}
              </p>
              <p className="flex-1 text-sm">{action.advice}</p>
              <div>
                <RetakeButton
                  sessionId={sessionId}
                  questionId={action.question_id}
                  questionNumber={action.question_number}
                  onRetake={onRetake}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
