import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionStore } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { useLogout } from '../api/logout.ts';

/**
 * SPEC §4 sign-out: revoke the token on the server, then forget token and user. The protected-area guard then
 * sends the person to their role's sign-in page (the role is remembered apart from the session).
 */
export function useSignOut() {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const { mutateAsync } = logout;

  const signOut = useCallback(async () => {
    if (storage.getToken()) {
      try {
        await mutateAsync();
      } catch (error) {
        // The API client has shown the message; a 401 has already ended the session locally.
        console.error('Sign-out failed:', error);
        return;
      }
    }
    queryClient.clear();
    sessionStore.signOut();
  }, [mutateAsync, queryClient]);

  return { signOut, pending: logout.isPending };
}
