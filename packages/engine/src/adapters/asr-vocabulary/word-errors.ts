export type WordErrors = {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Reference length: the denominator of the word error rate. */
  referenceWords: number;
};

/** Word-level Levenshtein alignment (unit costs) with the edit counts of one minimal alignment. */
export function alignWords(reference: readonly string[], hypothesis: readonly string[]): WordErrors {
  const rows = reference.length + 1;
  const cols = hypothesis.length + 1;
  const cost = new Uint32Array(rows * cols);
  for (let i = 0; i < rows; i++) cost[i * cols] = i;
  for (let j = 0; j < cols; j++) cost[j] = j;
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const diagonal = cost[(i - 1) * cols + j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      cost[i * cols + j] = Math.min(diagonal, cost[(i - 1) * cols + j]! + 1, cost[i * cols + j - 1]! + 1);
    }
  const errors: WordErrors = {
    substitutions: 0,
    deletions: 0,
    insertions: 0,
    referenceWords: reference.length,
  };
  // Walk back from the corner, preferring matches and substitutions, to count each kind of error.
  let i = rows - 1;
  let j = cols - 1;
  while (i > 0 || j > 0) {
    const here = cost[i * cols + j]!;
    if (i > 0 && j > 0) {
      const same = reference[i - 1] === hypothesis[j - 1];
      if (cost[(i - 1) * cols + j - 1]! + (same ? 0 : 1) === here) {
        if (!same) errors.substitutions++;
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && cost[(i - 1) * cols + j]! + 1 === here) {
      errors.deletions++;
      i--;
    } else {
      errors.insertions++;
      j--;
    }
  }
  return errors;
}

/** (S + D + I) / N; an empty reference has a rate only if the hypothesis is empty too. */
export function wordErrorRate(errors: WordErrors): number {
  const total = errors.substitutions + errors.deletions + errors.insertions;
  if (errors.referenceWords === 0) return total === 0 ? 0 : Infinity;
  return total / errors.referenceWords;
}
