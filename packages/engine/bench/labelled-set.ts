import { PART_A } from './labelled-set-a.ts';
import { PART_B } from './labelled-set-b.ts';
import { PART_C } from './labelled-set-c.ts';
import { PART_D } from './labelled-set-d.ts';
import { PART_E } from './labelled-set-e.ts';
import { PART_F } from './labelled-set-f.ts';
import { PART_G } from './labelled-set-g.ts';

export { LEVELS, LEVEL_RANK, type Level, type LabelledQuestion, type Split } from './labelled-types.ts';
export const LABELLED_SET = [...PART_A, ...PART_B, ...PART_C, ...PART_D, ...PART_E, ...PART_F, ...PART_G];
