import { LogOut } from 'lucide-react';
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
 * Exit Interview asks first (issue 10): leaving stops the camera and the interview, which a stray click should
 * not do. The saved answers stay on the server; an answer being recorded is not saved.
 */
export function ExitInterviewDialog({ recording, onExit }: { recording: boolean; onExit: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <LogOut aria-hidden />
          Exit Interview
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave the interview?</DialogTitle>
          <DialogDescription>
            The answers you have saved so far are kept, and you can resume this interview from your dashboard.
            {recording ? ' The answer you are recording now will not be saved.' : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Stay in the interview</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onExit}>
            <LogOut aria-hidden />
            Exit Interview
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
