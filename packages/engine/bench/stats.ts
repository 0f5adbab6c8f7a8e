import { pearson } from '../src/lib/stats.ts';

/** Ranks with ties averaged (1-based). */
export function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) result[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

export const spearman = (a: number[], b: number[]) => pearson(ranks(a), ranks(b));

/** Share of answer pairs of one question, at different levels, that the scores order correctly (ties count as wrong). */
export function pairwiseAccuracy(groups: { score: number; rank: number }[][]): number {
  let right = 0;
  let total = 0;
  for (const group of groups) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i]!;
        const b = group[j]!;
        if (a.rank === b.rank) continue;
        total++;
        if (Math.sign(a.score - b.score) === Math.sign(a.rank - b.rank)) right++;
      }
    }
  }
  return right / total;
}
