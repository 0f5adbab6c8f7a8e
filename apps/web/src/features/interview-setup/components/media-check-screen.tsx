import { RotateCcw, VideoOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { EvaluationCriteriaDialog } from '@/components/evaluation-criteria-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { storeRoomMarker } from '@/lib/interview-markers.ts';
import type { StartedInterview } from '../api/start-interview.ts';
import { useCameraPreview } from '../hooks/use-camera-preview.ts';
import { useEyeContactCheck } from '../hooks/use-eye-contact-check.ts';
import { useMediaCheck } from '../hooks/use-media-check.ts';
import { allChecksPassed, anyCheckFailed } from '../lib/media-check.ts';
import { CompatibilityChecklist } from './compatibility-checklist.tsx';

const INSTRUCTIONS = [
  'Press Start Answer to record your answer.',
  'Press End Answer to go to the next question.',
  'Answer all questions to get your final report.',
  'Use headphones so the interviewer’s voice is not recorded with your answer.',
];

type MediaCheckScreenProps = { interview: StartedInterview; onClose: () => void };

/** 'Practice Prerequisite' (SPEC §2): checks, preview, instructions, then the interview room. */
export function MediaCheckScreen({ interview, onClose }: MediaCheckScreenProps) {
  const navigate = useNavigate();
  const { state, restart, microphone, silent } = useMediaCheck();
  const eyeContact = useEyeContactCheck();
  const ready = allChecksPassed(state);
  const videoRef = useCameraPreview(ready);

  const startPractice = () => {
    storeRoomMarker();
    // Closing first unmounts the preview, so its camera tracks stop before the room asks for its own.
    onClose();
    void navigate(paths.dashboard.interview.getHref(interview.interview_id));
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Practice Prerequisite</DialogTitle>
        <DialogDescription>
          {interview.job_title} · {interview.round_type} · {interview.difficulty_level}
        </DialogDescription>
      </DialogHeader>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-900">
        <video
          ref={videoRef}
          autoPlay
          muted
          playsInline
          aria-label="Camera preview"
          className="size-full -scale-x-100 object-cover"
        />
        {ready ? null : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-slate-200">
            <VideoOff aria-hidden className="size-8" />
            The preview starts once every check has passed.
          </div>
        )}
      </div>
      <CompatibilityChecklist state={state} microphone={microphone} silent={silent} eyeContact={eyeContact} />
      <section aria-labelledby="practice-instructions" className="grid gap-2">
        <h3 id="practice-instructions" className="text-sm font-semibold">
          Instructions
        </h3>
        <ol className="list-decimal pl-5 text-sm text-muted-foreground">
          {INSTRUCTIONS.map((instruction) => (
            <li key={instruction}>{instruction}</li>
          ))}
        </ol>
      </section>
      <DialogFooter className="sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <EvaluationCriteriaDialog roundType={interview.round_type} />
          {anyCheckFailed(state) || silent ? (
            <Button variant="ghost" size="sm" onClick={restart}>
              <RotateCcw aria-hidden />
              Check again
            </Button>
          ) : null}
        </div>
        <Button disabled={!ready} onClick={startPractice}>
          Start Practice
        </Button>
      </DialogFooter>
    </>
  );
}
