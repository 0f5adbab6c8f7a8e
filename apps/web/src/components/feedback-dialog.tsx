import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FEEDBACK_LIMITS, INTERVIEW_MSG } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { canSubmitFeedback, feedbackCounter } from '@/lib/feedback-form.ts';
import { toastUnexpectedError } from '@/lib/form.ts';
import { useSubmitFeedback } from '@/lib/submit-feedback.ts';
import { FORM_TOAST } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { StarRating } from './star-rating.tsx';

type FeedbackDialogProps = { sessionId: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * SPEC §2 feedback dialog of the end screen and the report: stars, a message of 4 to 100 characters, Submit and
 * Cancel. The caller owns the open state (the end screen also opens it by itself after 2 s).
 */
export function FeedbackDialog({ sessionId, open, onOpenChange }: FeedbackDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <FeedbackForm sessionId={sessionId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Inside the content, so the rating and message start empty each time the dialog opens. */
function FeedbackForm({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const submit = useSubmitFeedback();
  const counter = feedbackCounter(message);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitFeedback(rating, message)) return;
    try {
      const result = await submit.mutateAsync({
        session_id: sessionId,
        rating,
        feedback_message: message.trim(),
      });
      if (!result.success) return; // the API client showed the server's message; the dialog stays for a retry
      if (result.data) toast.success(INTERVIEW_MSG.feedbackSubmitted, FORM_TOAST);
      onDone();
    } catch (error) {
      toastUnexpectedError(error);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>How was your interview?</DialogTitle>
        <DialogDescription>Rate your practice and tell us what to improve.</DialogDescription>
      </DialogHeader>
      <StarRating value={rating} onChange={setRating} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Feedback message</Label>
        <Textarea
          id={`${id}-message`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={FEEDBACK_LIMITS.messageMax}
          aria-describedby={`${id}-counter`}
          className="min-h-24"
        />
        <span
          id={`${id}-counter`}
          data-tone={counter.tone}
          className={cn(
            'justify-self-end text-xs font-medium tabular-nums',
            counter.tone === 'red' ? 'text-destructive' : 'text-green-700',
          )}
        >
          {counter.label}
        </span>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!canSubmitFeedback(rating, message) || submit.isPending}>
          {submit.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
          Submit
        </Button>
      </DialogFooter>
    </form>
  );
}
