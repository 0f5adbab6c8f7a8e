import { normaliseWords, type NormaliseOptions } from './normalise-words.ts';

/**
 * Word error rate, the one implementation: the engine's transcription and filler benches, the server's tests and
 * the e2e interview all measure with it, through the same normaliser (docs/decisions/048).
 */
export type WordErrors = {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Reference length: the denominator of the word error rate. */
  referenceWords: number;
};

/** One step of an alignment: a reference word against a transcript word, or either one alone. */
export type AlignedPair = { reference?: number; hypothesis?: number };

function costTable(reference: readonly string[], hypothesis: readonly string[]) {
  const cols = hypothesis.length + 1;
  const cost = new Uint32Array((reference.length + 1) * cols);
  for (let i = 0; i <= reference.length; i++) cost[i * cols] = i;
  for (let j = 0; j < cols; j++) cost[j] = j;
  for (let i = 1; i <= reference.length; i++)
    for (let j = 1; j < cols; j++) {
      const diagonal = cost[(i - 1) * cols + j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      cost[i * cols + j] = Math.min(diagonal, cost[(i - 1) * cols + j]! + 1, cost[i * cols + j - 1]! + 1);
    }
  return { cost, cols };
}

/**
 * A minimal word-level Levenshtein alignment (unit costs), in order. Walking back from the corner prefers matches
 * and substitutions, so counts are those of one fixed minimal alignment.
 */
export function alignment(reference: readonly string[], hypothesis: readonly string[]): AlignedPair[] {
  const { cost, cols } = costTable(reference, hypothesis);
  const pairs: AlignedPair[] = [];
  let i = reference.length;
  let j = hypothesis.length;
  while (i > 0 || j > 0) {
    const here = cost[i * cols + j]!;
    if (i > 0 && j > 0) {
      const same = reference[i - 1] === hypothesis[j - 1];
      if (cost[(i - 1) * cols + j - 1]! + (same ? 0 : 1) === here) {
        pairs.push({ reference: --i, hypothesis: --j });
        continue;
      }
    }
    if (i > 0 && cost[(i - 1) * cols + j]! + 1 === here) pairs.push({ reference: --i });
    else pairs.push({ hypothesis: --j });
  }
  return pairs.reverse();
}

/** Edit counts of a minimal alignment. */
export function alignWords(reference: readonly string[], hypothesis: readonly string[]): WordErrors {
  const errors: WordErrors = {
    substitutions: 0,
    deletions: 0,
    insertions: 0,
    referenceWords: reference.length,
  };
  for (const pair of alignment(reference, hypothesis)) {
    if (pair.reference === undefined) errors.insertions++;
    else if (pair.hypothesis === undefined) errors.deletions++;
    else if (reference[pair.reference] !== hypothesis[pair.hypothesis]) errors.substitutions++;
  }
  return errors;
}

/** (S + D + I) / N; an empty reference has a rate only if the hypothesis is empty too. */
export function errorRate(errors: WordErrors): number {
  const total = errors.substitutions + errors.deletions + errors.insertions;
  if (errors.referenceWords === 0) return total === 0 ? 0 : Infinity;
  return total / errors.referenceWords;
}

/** Word error rate of what was heard against what was said, both normalised alike. */
export function wordErrorRate(said: string, heard: string, options: NormaliseOptions = {}): number {
  return errorRate(alignWords(normaliseWords(said, options), normaliseWords(heard, options)));
}

export { normaliseWords, type NormaliseOptions };
