import type { DifficultyLevel, RoundType } from '@rehearse/contracts';
import { BEHAVIORAL } from './behavioral.ts';
import { TECHNICAL } from './technical.ts';
import type { GenericQuestion } from './types.ts';
import { WARM_UP } from './warm-up.ts';

const BY_ROUND: Record<RoundType, Record<DifficultyLevel, GenericQuestion[]>> = {
  'Warm-up': WARM_UP,
  Technical: TECHNICAL,
  Behavioral: BEHAVIORAL,
};

export type { GenericQuestion };

/** Generic questions for a round and difficulty, with their stable ids (`generic-<round>-<difficulty>-nn`). */
export function genericQuestions(
  round: RoundType,
  difficulty: DifficultyLevel,
): (GenericQuestion & { id: string })[] {
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return BY_ROUND[round][difficulty].map((q, i) => ({
    ...q,
    id: `generic-${slug(round)}-${slug(difficulty)}-${String(i + 1).padStart(2, '0')}`,
  }));
}
