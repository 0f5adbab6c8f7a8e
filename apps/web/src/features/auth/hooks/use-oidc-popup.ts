import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GENERIC_ERROR, userSchema } from '@rehearse/contracts';
import { paths } from '@/config/paths.ts';
import { sessionStore } from '@/lib/session.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

export const OIDC_START_URL = '/t1/auth/google/start';
const POPUP_FEATURES = 'popup=yes,width=500,height=680';

/** What the server's callback page posts to its opener (see the server<->web contract). */
type AuthMessage = { source: 'rehearse-auth'; token?: unknown; user?: unknown; error?: unknown };

function isAuthMessage(data: unknown): data is AuthMessage {
  return (
    typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'rehearse-auth'
  );
}

/**
 * Signs an individual in with the identity provider in a popup (DESIGN §3): the popup runs the OIDC code flow on
 * the server, whose callback page posts {source:'rehearse-auth', token, user} back here.
 */
export function useOidcPopup() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const popupRef = useRef<Window | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own origin may hand us a session.
      if (event.origin !== window.location.origin || !isAuthMessage(event.data)) return;
      setPending(false);
      const user = userSchema.safeParse(event.data.user);
      if (typeof event.data.token === 'string' && user.success) {
        sessionStore.signIn(event.data.token, user.data);
        void navigate(paths.dashboard.root.getHref(), { replace: true });
        return;
      }
      const message =
        typeof event.data.error === 'string' && event.data.error ? event.data.error : GENERIC_ERROR;
      console.error('Sign-in with the identity provider failed:', message);
      toast.error(message, FORM_TOAST);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  // The button stays busy while the popup is open; closing the popup without signing in frees it.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      if (!popupRef.current || popupRef.current.closed) setPending(false);
    }, 500);
    return () => window.clearInterval(timer);
  }, [pending]);

  const start = useCallback(() => {
    const popup = window.open(OIDC_START_URL, 'rehearse-sign-in', POPUP_FEATURES);
    if (!popup) {
      toast.error(
        'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
        FORM_TOAST,
      );
      return;
    }
    popupRef.current = popup;
    popup.focus();
    setPending(true);
  }, []);

  return { start, pending };
}
