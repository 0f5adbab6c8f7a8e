import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner.tsx';

export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Outlet />
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}
