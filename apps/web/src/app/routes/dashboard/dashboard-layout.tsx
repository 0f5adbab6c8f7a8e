import { Link, Outlet, useLocation } from 'react-router';
import type { User } from '@rehearse/contracts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Separator } from '@/components/ui/separator.tsx';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar.tsx';
import { paths } from '@/config/paths.ts';
import { CreateInstituteDialog } from '@/features/account/components/create-institute-dialog.tsx';
import { CreateUserDialog } from '@/features/account/components/create-user-dialog.tsx';
import { useSession } from '@/lib/session.ts';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import { StartPracticeButton, StartPracticeProvider } from './start-practice.tsx';

/**
 * Role-specific create buttons of the top bar. On the list page that has the same button in its header it is
 * left out, so one screen never shows two identical buttons (ADR 032).
 */
function CreateButtons({ user, pathname }: { user: User; pathname: string }) {
  if (user.role === 'SUPER_ADMIN' && !pathname.startsWith(paths.dashboard.account.root.getHref())) {
    return <CreateInstituteDialog size="sm" compact />;
  }
  if (
    user.role === 'INSTITUTE_ADMIN' &&
    user.institute &&
    pathname !== paths.dashboard.account.users.getHref()
  ) {
    return (
      <CreateUserDialog
        instituteId={user.institute.id}
        instituteName={user.institute.institute_name}
        size="sm"
        variant="outline"
        compact
      />
    );
  }
  return null;
}

export default function DashboardLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  // ProtectedRoute renders this layout only for a signed-in session.
  if (session.status !== 'signed-in') return null;
  const { user } = session;

  return (
    <StartPracticeProvider>
      <SidebarProvider>
        <DashboardSidebar user={user} />
        <SidebarInset>
          <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
            <SidebarTrigger />
            <Separator orientation="vertical" className="mx-1 h-5" />
            <nav aria-label="Breadcrumb">
              <Link
                to={paths.dashboard.root.getHref()}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                Dashboard
              </Link>
            </nav>
            <div className="ml-auto flex items-center gap-2">
              <CreateButtons user={user} pathname={pathname} />
              <StartPracticeButton />
            </div>
          </header>
          <main id="main" className="flex-1 p-4 sm:p-6">
            <Outlet />
          </main>
        </SidebarInset>
      </SidebarProvider>
    </StartPracticeProvider>
  );
}
