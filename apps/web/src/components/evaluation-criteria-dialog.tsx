import { ListChecks } from 'lucide-react';
import { EVALUATION_CRITERIA } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

/** SPEC §2: the Evaluation Criteria popup of the media check and of the interview room. */
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
          <DialogDescription>Your report scores every answer on these points.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          {EVALUATION_CRITERIA.map(({ group, items }) => (
            <section key={group} className="rounded-lg border p-3">
              <h3 className="text-sm font-semibold">{group}</h3>
              <ul className="mt-2 list-disc pl-5 text-sm text-muted-foreground">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
