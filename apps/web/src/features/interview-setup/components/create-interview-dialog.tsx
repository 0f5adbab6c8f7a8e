import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { canStartInterview } from '@rehearse/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useInterviewAllowance } from '@/lib/get-interview-allowance.ts';
import { storage } from '@/lib/storage.ts';
import type { StartedInterview } from '../api/start-interview.ts';
import { InterviewDetailsForm } from './interview-details-form.tsx';
import { MediaCheckScreen } from './media-check-screen.tsx';
import { NoInterviewsLeft } from './plan-allowance.tsx';

/** SPEC §3 'Selected role': what the hero and the role cards hand over. */
export type InitialRole = { label: string; value: string; job_description: string };

type CreateInterviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialRole?: InitialRole | undefined;
  /** An interview made elsewhere (a retake from a report): the dialog opens at its media check. */
  startedInterview?: StartedInterview | undefined;
};

/**
 * The Create Interview dialog (SPEC §2): interview details, then, once the interview exists, the media check in
 * the same dialog. Somebody without a stored token is sent to /sign-in instead.
 */
export function CreateInterviewDialog({
  open,
  onOpenChange,
  initialRole,
  startedInterview,
}: CreateInterviewDialogProps) {
  const navigate = useNavigate();
  const signedIn = storage.getToken() !== null;

  useEffect(() => {
    if (!open || signedIn) return;
    onOpenChange(false);
    void navigate(paths.auth.signIn.getHref());
  }, [open, signedIn, onOpenChange, navigate]);

  return (
    <Dialog open={open && signedIn} onOpenChange={onOpenChange}>
      {/* A click beside the dialog must not throw away a half-filled form or a running media check. */}
      <DialogContent className="sm:max-w-xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogSteps
          initialJobTitle={initialRole?.value}
          startedInterview={startedInterview}
          onClose={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Lives inside the content, so every opening starts again at the details screen. */
function DialogSteps({
  initialJobTitle,
  startedInterview,
  onClose,
}: {
  initialJobTitle: string | undefined;
  startedInterview: StartedInterview | undefined;
  onClose: () => void;
}) {
  const [interview, setInterview] = useState<StartedInterview | null>(startedInterview ?? null);
  const allowance = useInterviewAllowance();
  if (interview) return <MediaCheckScreen interview={interview} onClose={onClose} />;
  if (allowance.isPending)
    return (
      <>
        <DialogHeader>
          <DialogTitle>Create Interview</DialogTitle>
          <DialogDescription>Select a Interview details aligns with your skillset</DialogDescription>
        </DialogHeader>
        <Spinner className="min-h-40 w-full" label="Checking your plan" />
      </>
    );
  // Without an answer about the plan the form is shown: the server still says no if none are left.
  if (allowance.data && !canStartInterview(allowance.data))
    return <NoInterviewsLeft allowance={allowance.data} />;
  return (
    <InterviewDetailsForm
      initialJobTitle={initialJobTitle}
      allowance={allowance.data}
      onStarted={setInterview}
    />
  );
}
