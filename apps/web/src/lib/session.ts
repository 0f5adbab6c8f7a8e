import { useSyncExternalStore } from 'react';
import type { User } from '@rehearse/contracts';
import { storage } from './storage.ts';

/**
 * The signed-in state, shared by the whole app. 'checking' lasts until the stored token has been confirmed
 * with the server (SPEC §2: the guards show a spinner until auth state is known).
 */
export type Session =
  | { status: 'checking'; user: null; token: null }
  | { status: 'signed-out'; user: null; token: null }
  | { status: 'signed-in'; user: User; token: string };

let current: Session = { status: 'checking', user: null, token: null };
const listeners = new Set<() => void>();

function publish(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A successful sign-in or sign-up: keep token and user (SPEC §3) and remember the role. */
  signIn(token: string, user: User) {
    storage.setSession(token, user);
    publish({ status: 'signed-in', user, token });
  },
  /** The server confirmed the stored token and sent a fresh user record. */
  confirm(token: string, user: User) {
    storage.setUser(user);
    publish({ status: 'signed-in', user, token });
  },
  /** Sign-out, an expired token or a sign-out in another tab. */
  signOut() {
    storage.clearSession();
    publish({ status: 'signed-out', user: null, token: null });
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
