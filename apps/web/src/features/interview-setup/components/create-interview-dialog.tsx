import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { storage } from '@/lib/storage.ts';
import type { StartedInterview } from '../api/start-interview.ts';
import { InterviewDetailsForm } from './interview-details-form.tsx';
import { MediaCheckScreen } from './media-check-screen.tsx';

/** SPEC §3 'Selected role': what the hero and the role cards hand over. */
export type InitialRole = { label: string; value: string; job_description: string };

type CreateInterviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialRole?: InitialRole | undefined;
};

/**
 * The Create Interview dialog (SPEC §2): interview details, then, once the interview exists, the media check in
 * the same dialog. Somebody without a stored token is sent to /sign-in instead.
 */
export function CreateInterviewDialog({ open, onOpenChange, initialRole }: CreateInterviewDialogProps) {
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
        <DialogSteps initialJobTitle={initialRole?.value} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Lives inside the content, so every opening starts again at the details screen. */
function DialogSteps({
  initialJobTitle,
  onClose,
}: {
  initialJobTitle: string | undefined;
  onClose: () => void;
}) {
  const [interview, setInterview] = useState<StartedInterview | null>(null);
  return interview ? (
    <MediaCheckScreen interview={interview} onClose={onClose} />
  ) : (
    <InterviewDetailsForm initialJobTitle={initialJobTitle} onStarted={setInterview} />
  );
}
