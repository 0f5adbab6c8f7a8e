import { useEffect, type ReactNode } from 'react';
import { getMe } from '@/features/auth/api/get-me.ts';
import { setSessionExpiredHandler } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { STORAGE_KEYS, parseStoredUser, storage } from '@/lib/storage.ts';

let started: Promise<void> | null = null;

/** Decides the auth state once per page load: no token -> signed out; else ask the server about it. */
function confirmStoredSession(): Promise<void> {
  started ??= (async () => {
    const token = storage.getToken();
    const storedUser = storage.getUser();
    if (!token || !storedUser) {
      sessionStore.signOut();
      return;
    }
    const result = await getMe();
    const freshUser = result.success ? parseStoredUser(result.data) : null;
    if (freshUser) sessionStore.confirm(token, freshUser);
    else if (result.status === 401 || result.status === 403) sessionStore.signOut();
    // Server unreachable or failing: keep the stored session; the next request will tell.
    else sessionStore.confirm(token, storedUser);
  })();
  return started;
}

/**
 * Called by main.tsx before the first render: without a stored token the state is 'signed-out' at once, so '/'
 * renders the landing page in its first commit instead of a spinner frame first; with one, GET /me starts as early
 * as possible.
 */
export function startAuthCheck() {
  setSessionExpiredHandler(() => sessionStore.signOut());
  void confirmStoredSession();
}

export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    startAuthCheck();

    // Signing in or out in another tab changes this tab too.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
      const token = storage.getToken();
      const user = storage.getUser();
      if (token && user) sessionStore.confirm(token, user);
      else if (sessionStore.get().status === 'signed-in') sessionStore.signOut();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return children;
}
