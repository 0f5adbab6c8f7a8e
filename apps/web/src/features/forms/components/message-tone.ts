/**
 * SPEC §2: the message counter is red while the message is shorter than the minimum or has reached the maximum,
 * green otherwise.
 */
export function messageTone(length: number, limits: { min: number; max: number }): 'error' | 'ok' {
  return length < limits.min || length >= limits.max ? 'error' : 'ok';
}
