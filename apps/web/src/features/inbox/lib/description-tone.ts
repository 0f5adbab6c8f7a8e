/**
 * The live counter under the job description: red while it is shorter than the minimum or has reached the maximum,
 * green otherwise, the same rule as the public forms' message counters (SPEC §2).
 */
export const JOB_DESCRIPTION_LIMITS = { min: 30, max: 2000 } as const;

export function descriptionTone(length: number, limits = JOB_DESCRIPTION_LIMITS): 'error' | 'ok' {
  return length < limits.min || length >= limits.max ? 'error' : 'ok';
}
