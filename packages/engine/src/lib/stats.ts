const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

/** Pearson correlation of two equally long series; 0 when either is constant. */
export function pearson(a: number[], b: number[]): number {
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
  return da && db ? num / Math.sqrt(da * db) : 0;
}
