import { cn } from '@/lib/utils.ts';
import { buttonVariants } from '@/components/ui/button.tsx';

/** Q1..Qn buttons choosing which answer the report shows. */
export function QuestionSelector({
  count,
  selected,
  onSelect,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
}) {
  return (
    <div role="group" aria-label="Questions" className="flex flex-wrap gap-2">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-pressed={index === selected}
          aria-label={`Question ${index + 1}`}
          onClick={() => onSelect(index)}
          className={cn(
            buttonVariants({ variant: index === selected ? 'default' : 'outline', size: 'sm' }),
            'min-w-12',
          )}
        >
          Q{index + 1}
        </button>
      ))}
    </div>
  );
}
