import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { User } from '@rehearse/contracts';
import { paths } from '@/config/paths.ts';
import { sessionStore } from '@/lib/session.ts';
import { FORM_TOAST } from '@/lib/toast.ts';

/**
 * What every password form does once the server accepted it (SPEC §2): the success toast, keep the session, and go
 * to /dashboard replacing the sign-in page in history.
 */
export function useEnterDashboard() {
  const navigate = useNavigate();
  return async (session: { token: string; user: User }, message: string) => {
    toast.success(message, FORM_TOAST);
    sessionStore.signIn(session.token, session.user);
    await navigate(paths.dashboard.root.getHref(), { replace: true });
  };
}
