import { Outlet } from 'react-router';
import { PublicFooter } from '@/components/layout/public-footer.tsx';
import { PublicNavbar } from '@/components/layout/public-navbar.tsx';

export default function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNavbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
