import { PART_A } from './labelled-set-a.ts';
import { PART_B } from './labelled-set-b.ts';
import { PART_C } from './labelled-set-c.ts';
import { PART_D } from './labelled-set-d.ts';
import { PART_E } from './labelled-set-e.ts';
import { PART_F } from './labelled-set-f.ts';
import { PART_G } from './labelled-set-g.ts';
import { PART_H } from './labelled-set-h.ts';
import { PART_I } from './labelled-set-i.ts';
import { PART_J } from './labelled-set-j.ts';
import { genericQuestions } from '../src/bank/generic/index.ts';
import { fromBank } from '../src/plan/plan-interview.ts';
import type { LabelledQuestion } from './labelled-types.ts';

export { LEVELS, LEVEL_RANK, type Level, type LabelledQuestion, type Split } from './labelled-types.ts';

/**
 * A generic question asked as the planner asks it of a role the bank does not cover: with its id and its rubric, the
 * kinds of evidence included (parts H and I).
 */
function asPlanned(item: LabelledQuestion): LabelledQuestion {
  const { text, round_type, difficulty_level } = item.question;
  const role = item.question.job_title ?? '';
  const generic = genericQuestions(round_type!, difficulty_level!).find(
    (q) => q.text.replaceAll('{role}', role) === text,
  );
  if (!generic) throw new Error(`A generic part asks a question that is not generic: ${text}`);
  const { id, rubric } = fromBank(generic, 'generic', role);
  return { ...item, question: { ...item.question, id, rubric } };
}

export const LABELLED_SET = [
  ...PART_A,
  ...PART_B,
  ...PART_C,
  ...PART_D,
  ...PART_E,
  ...PART_F,
  ...PART_G,
  ...PART_H.map(asPlanned),
  ...PART_I.map(asPlanned),
  ...PART_J,
];

/**
 * The newest part written blind to the scorer (ADR 152): its figures alone, beside the whole set's, say how the scorer
 * judges answers nobody tuned it on. Only its dev half may be tuned on.
 */
export const NEWEST_BLIND_PART = { name: 'J', questions: PART_J };
