import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

/**
 * Placeholder for the Create Interview dialog, which a later issue builds: says plainly that practice is not
 * available yet instead of pretending to start an interview.
 */
export function StartPracticeDialog({
  size,
  compact = false,
}: {
  size?: 'sm' | 'default' | 'lg';
  compact?: boolean;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size={size}>
          <Sparkles aria-hidden />
          <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Start Practice</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Interview</DialogTitle>
          <DialogDescription>Interview practice is coming soon to Rehearse (beta).</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          You will choose a role, a round type and a difficulty level, optionally add your resume or a job
          description, and then practise with the AI interviewer. This part is not available yet.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
