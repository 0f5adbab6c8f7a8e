import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { LandingPage, type SelectedRole } from '@/features/home/components/landing-page.tsx';
import { useSession } from '@/lib/session.ts';

// The dialog (forms, file picker, media check) loads only when someone starts practice, not with the landing page.
const CreateInterviewDialog = lazy(() =>
  import('@/features/interview-setup/components/create-interview-dialog.tsx').then((module) => ({
    default: module.CreateInterviewDialog,
  })),
);

export default function LandingRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [role, setRole] = useState<SelectedRole | null>(null);

  const startPractice = (selected: SelectedRole) => {
    // SPEC §2: an anonymous visitor goes to sign in instead of the dialog.
    if (session.status !== 'signed-in') {
      void navigate(paths.auth.signIn.getHref());
      return;
    }
    setRole(selected);
  };

  return (
    <>
      <title>Rehearse (beta): AI mock interview practice</title>
      <LandingPage onStartPractice={startPractice} />
      {role ? (
        <Suspense fallback={null}>
          <CreateInterviewDialog open onOpenChange={(open) => !open && setRole(null)} initialRole={role} />
        </Suspense>
      ) : null}
    </>
  );
}
