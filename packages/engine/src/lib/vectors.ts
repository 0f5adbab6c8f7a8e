/** Dot product: the cosine similarity of two unit vectors. */
export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** Scales a vector to unit length in place (a zero vector stays zero). */
export function unitLength(vector: Float32Array): Float32Array {
  const norm = Math.sqrt(dot(vector, vector));
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] = vector[i]! / norm;
  return vector;
}

/** The unit-length mean of unit vectors (a zero vector for none). */
export function meanVector(vectors: Float32Array[]): Float32Array {
  const sum = new Float32Array(vectors[0]?.length ?? 0);
  for (const v of vectors) for (let d = 0; d < sum.length; d++) sum[d] = sum[d]! + v[d]!;
  return unitLength(sum);
}
