import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FeedbackDialog } from '@/components/feedback-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';

/**
 * The report's floating '+ FEEDBACK' button (SPEC §2; the dialog is the end screen's). It floats in its own bar
 * at the bottom of the window, which the page scrolls clear of, so it never sits on the transcript or a card.
 */
export function FeedbackButton({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div
      data-testid="feedback-bar"
      className="sticky bottom-0 z-30 -mx-4 -mb-4 flex justify-end border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6 print:hidden"
    >
      <Button
        className="rounded-full shadow-lg"
        size="lg"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden />
        FEEDBACK
      </Button>
      <FeedbackDialog sessionId={sessionId} open={open} onOpenChange={setOpen} />
    </div>
  );
}
