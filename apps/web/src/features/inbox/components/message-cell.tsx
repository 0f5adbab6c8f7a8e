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
import { messagePreview } from '../lib/inbox-item.ts';

/** The message's first words; a long one opens in full in a dialog so the table keeps one line per row. */
export function MessageCell({
  message,
  sender,
  subject,
}: {
  message: string;
  sender: string;
  subject?: string;
}) {
  const preview = messagePreview(message);
  return (
    <div className="flex max-w-80 min-w-48 flex-col items-start gap-1">
      <p className="text-sm">{preview.text}</p>
      {preview.truncated ? (
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="link" size="sm" className="h-auto p-0">
              Read all<span className="sr-only"> of the message from {sender}</span>
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Message from {sender}</DialogTitle>
              <DialogDescription>{subject ?? 'Sent through Contact Us.'}</DialogDescription>
            </DialogHeader>
            <p className="max-h-[60vh] overflow-y-auto text-sm leading-relaxed whitespace-pre-wrap">
              {message}
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
