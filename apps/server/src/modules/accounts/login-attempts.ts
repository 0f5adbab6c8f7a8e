import { MSG } from '@rehearse/contracts';
import { HttpError } from '../../lib/http-errors.ts';
import type { RateLimits } from '../rate-limits/rate-limits.ts';

/** A guesser gets `max` tries per account in this window, whatever addresses they come from. */
export const ACCOUNT_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The account an email names, whatever its case and surrounding spaces (emails are unique case-blind). */
export const accountKey = (email: string) => `login:${email.trim().toLowerCase()}`;

/**
 * Password sign-in attempts per account (ADR 080). Each attempt is counted before the password is checked, so
 * parallel guesses cannot slip past the count; a successful sign-in starts the count again. Over the limit,
 * even the right password gets 429 until the window ends (otherwise the limit would only slow the guessing).
 */
export function createLoginAttempts(limits: RateLimits, max: number) {
  return {
    async begin(email: string) {
      const { hits } = await limits.hit(accountKey(email), ACCOUNT_LOGIN_WINDOW_MS);
      if (hits > max) throw new HttpError(429, MSG.tooManyAttempts);
    },
    succeeded: (email: string) => limits.clear(accountKey(email)),
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
