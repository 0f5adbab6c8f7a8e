import { ProfilePage } from '@/features/profile/components/profile-page.tsx';
import { useSession } from '@/lib/session.ts';

export default function ProfileRoute() {
  const { user } = useSession();
  // The dashboard layout renders only for a signed-in session.
  return user ? <ProfilePage user={user} /> : null;
}
