import { Activity, Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useLiveFeedbackShown } from '../hooks/use-live-feedback-shown.ts';
import { fillerSentence, paceSentence } from '../lib/live-feedback-text.ts';
import type { LiveFeedback } from '../lib/room-state.ts';

/**
 * One calm cue while the candidate answers (docs/decisions/102): pace against the target and fillers so far, as
 * the server measures them every few seconds. It appears with the first measure (none come when the server cannot
 * transcribe live) and then changes only when a new one arrives; nothing blinks or changes colour. It can be
 * hidden, and stays hidden in this browser.
 */
export function LiveFeedbackIndicator({ feedback }: { feedback: LiveFeedback | null }) {
  const { shown, toggle } = useLiveFeedbackShown();
  if (!shown)
    return (
      <Button variant="ghost" size="sm" onClick={toggle} className="self-start">
        <Eye aria-hidden />
        Show live feedback
      </Button>
    );
  if (!feedback) return null;
  return (
    <section
      aria-labelledby="live-feedback-heading"
      className="flex w-full max-w-md items-start gap-3 rounded-lg border bg-muted/40 px-3 py-2"
    >
      <Activity aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid flex-1 gap-0.5 text-sm">
        <h3 id="live-feedback-heading" className="font-medium">
          Live feedback
        </h3>
        <p>{paceSentence(feedback.wordsPerMinute)}</p>
        <p>{fillerSentence(feedback.fillerCount)}</p>
      </div>
      <Button variant="ghost" size="sm" onClick={toggle} aria-label="Hide live feedback">
        <EyeOff aria-hidden />
        Hide
      </Button>
    </section>
  );
}
