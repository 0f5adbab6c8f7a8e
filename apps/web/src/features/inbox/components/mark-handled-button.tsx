import { Check, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** 'Mark handled' on an open item, 'Reopen' on a handled one; busy until the list shows the change. */
export function MarkHandledButton({
  handled,
  isPending,
  onMark,
}: {
  handled: boolean;
  isPending: boolean;
  onMark: (handled: boolean) => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={isPending}
      aria-busy={isPending || undefined}
      onClick={() => onMark(!handled)}
    >
      {handled ? <RotateCcw aria-hidden /> : <Check aria-hidden />}
      {handled ? 'Reopen' : 'Mark handled'}
    </Button>
  );
}
