import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FeedbackDialog } from '@/components/feedback-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';

/** The report's floating '+ FEEDBACK' button; the dialog is the end screen's (SPEC §2). */
export function FeedbackButton({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="fixed right-6 bottom-6 z-40 rounded-full shadow-lg print:hidden"
        size="lg"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden />
        FEEDBACK
      </Button>
      <FeedbackDialog sessionId={sessionId} open={open} onOpenChange={setOpen} />
    </>
  );
}
