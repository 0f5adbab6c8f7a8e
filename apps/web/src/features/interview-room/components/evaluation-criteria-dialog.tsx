import { ListChecks } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

/** SPEC §2: the four groups an answer is judged on. */
const CRITERIA = [
  { group: 'Domain Knowledge', items: ['Response Accuracy', 'Terminology Match Rate'] },
  { group: 'Articulation and Problem Solving', items: ['Response Structure', 'Support Examples'] },
  { group: 'Team Work and Leadership', items: ['Team Player', 'Leadership'] },
  {
    group: 'Communication and Body Language',
    items: ['Voice Accuracy and Pacing', 'Filler Words and Grammar', 'Eye Contact'],
  },
] as const;

export function EvaluationCriteriaDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ListChecks aria-hidden />
          Evaluation Criteria
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Evaluation Criteria</DialogTitle>
          <DialogDescription>Every answer is scored on these areas.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-4 sm:grid-cols-2">
          {CRITERIA.map(({ group, items }) => (
            <div key={group} className="rounded-lg border p-4">
              <dt className="font-semibold">{group}</dt>
              {items.map((item) => (
                <dd key={item} className="mt-1 text-sm text-muted-foreground">
                  {item}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
