import { useState } from 'react';
import { Plus, Star } from 'lucide-react';
import { FEEDBACK_LIMITS } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { cn } from '@/lib/utils.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** SPEC §2/§5 feedback: five stars from 0, a 4-100 character message, Submit only when both are given. */
function FeedbackForm({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const submit = useSubmitFeedback();
  const tooShort = message.trim().length < FEEDBACK_LIMITS.messageMin;
  const canSubmit = rating > 0 && !tooShort && !submit.isPending;

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmit) return;
        submit.mutate(
          { session_id: sessionId, rating, feedback_message: message.trim() },
          { onSuccess: (ok) => ok && onDone() },
        );
      }}
    >
      <div role="radiogroup" aria-label="Rating" className="flex gap-1">
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={rating === value}
            aria-label={`${value} star${value > 1 ? 's' : ''}`}
            onClick={() => setRating(value)}
            className="rounded-sm p-0.5 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Star
              aria-hidden
              className={cn(
                'size-8',
                value <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
              )}
            />
          </button>
        ))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="feedback-message">Your feedback</Label>
        <Textarea
          id="feedback-message"
          value={message}
          maxLength={FEEDBACK_LIMITS.messageMax}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Type your message here."
        />
        <p
          className={cn('text-right text-xs tabular-nums', tooShort ? 'text-destructive' : 'text-success')}
          aria-live="polite"
        >
          {message.length} / {FEEDBACK_LIMITS.messageMax}
        </p>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {submit.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The floating '+ FEEDBACK' button of the report and its dialog. */
export function FeedbackButton({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="fixed right-6 bottom-6 z-40 rounded-full shadow-lg print:hidden" size="lg">
          <Plus aria-hidden />
          FEEDBACK
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Feedback</DialogTitle>
          <DialogDescription>
            How was this interview practice? Your rating helps us improve.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so the stars start from 0 each time. */}
        {open && <FeedbackForm sessionId={sessionId} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
