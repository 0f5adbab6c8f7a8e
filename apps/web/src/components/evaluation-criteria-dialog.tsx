import { ListChecks } from 'lucide-react';
import { EVALUATION_CRITERIA, ROUND_TYPES, type CriterionMeasure, type RoundType } from '@rehearse/contracts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

const groupId = (group: string) => `criteria-${group.toLowerCase().replace(/\W+/g, '-')}`;

const isRoundType = (value: string | undefined): value is RoundType =>
  (ROUND_TYPES as readonly string[]).includes(value ?? '');

/** What a criterion measures in this round; without a known round, in each round's words. */
function Measures({ measures, round }: { measures: CriterionMeasure; round: RoundType | null }) {
  if (typeof measures === 'string') return <p>{measures}</p>;
  if (round) return <p>{measures[round]}</p>;
  return (
    <ul className="grid gap-1">
      {ROUND_TYPES.map((type) => (
        <li key={type}>
          <span className="font-medium text-foreground">{type}:</span> {measures[type]}
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2: the Evaluation Criteria popup of the media check and of the interview room, saying in full sentences
 * what the report scores for each item, in the words of the interview's round when it is known.
 */
export function EvaluationCriteriaDialog({ roundType }: { roundType?: string }) {
  const round = isRoundType(roundType) ? roundType : null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ListChecks aria-hidden />
          Evaluation Criteria
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Evaluation Criteria</DialogTitle>
          <DialogDescription>
            {round
              ? `Your report scores every answer of this ${round} round on these points.`
              : 'Your report scores every answer on these points.'}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          {EVALUATION_CRITERIA.map(({ group, counts, items }) => (
            <section key={group} aria-labelledby={groupId(group)} className="rounded-lg border p-3">
              <h3 id={groupId(group)} className="text-sm font-semibold">
                {group}
              </h3>
              <p className="mt-0.5 text-xs text-muted-foreground">{counts}</p>
              <dl className="mt-2 grid gap-2 text-sm">
                {items.map(({ name, measures }) => (
                  <div key={name}>
                    <dt className="font-medium">{name}</dt>
                    <dd className="text-muted-foreground">
                      <Measures measures={measures} round={round} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
