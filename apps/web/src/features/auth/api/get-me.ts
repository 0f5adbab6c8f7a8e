import type { User } from '@rehearse/contracts';
import { api } from '@/lib/api-client.ts';

/**
 * GET /t1/users/me: confirms a stored token at start. No toast: a stale token is routine, and the guard
 * sends the person to the right sign-in page.
 */
export function getMe() {
  return api.get<User>('/t1/users/me', { errorToast: false });
}
