import { Star } from 'lucide-react';
import { FEEDBACK_LIMITS } from '@rehearse/contracts';
import { cn } from '@/lib/utils.ts';
import { starLabel } from '@/lib/feedback-form.ts';

const STARS = Array.from({ length: FEEDBACK_LIMITS.ratingMax }, (_, index) => index + 1);

/** Five clickable stars; 0 means none chosen yet (SPEC §2). */
export function StarRating({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <div role="group" aria-label="Rating" className="flex gap-1">
      {STARS.map((stars) => (
        <button
          key={stars}
          type="button"
          aria-label={starLabel(stars)}
          aria-pressed={value === stars}
          onClick={() => onChange(stars)}
          className="rounded-sm p-1 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Star
            aria-hidden
            className={cn(
              'size-7',
              stars <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
            )}
          />
        </button>
      ))}
    </div>
  );
}
