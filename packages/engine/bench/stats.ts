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

function pearson(a: number[], b: number[]): number {
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const ma = mean(a);
  const mb = mean(b);
  let num = 0;
  let da = 0;
  let db = 0;
  a.forEach((x, i) => {
    num += (x - ma) * (b[i]! - mb);
    da += (x - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  });
  return num / Math.sqrt(da * db);
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

/** Word error rate: word-level edit distance over the reference length. */
export function wordErrorRate(reference: string[], hypothesis: string[]): number {
  const d = Array.from({ length: reference.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(hypothesis.length).fill(0),
  ]);
  for (let j = 1; j <= hypothesis.length; j++) d[0]![j] = j;
  for (let i = 1; i <= reference.length; i++) {
    for (let j = 1; j <= hypothesis.length; j++) {
      const cost = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
    }
  }
  return d[reference.length]![hypothesis.length]! / reference.length;
}
