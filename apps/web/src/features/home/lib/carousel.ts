/** The slide shown after moving `step` slides from `index`, wrapping at both ends (SPEC: arrows wrap around). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
