const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 8000;

/**
 * Exponential backoff for reconnecting the interview socket: 0.5 s, 1 s, 2 s... capped at 8 s, with ±20% jitter so
 * many rooms dropped by one server restart do not all come back in the same millisecond.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Close codes after which reconnecting cannot help: the server refused this user or this interview. */
export const REFUSED_CLOSE_CODES: readonly number[] = [4401, 4403];
