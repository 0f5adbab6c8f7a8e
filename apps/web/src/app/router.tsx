import type { ComponentType } from 'react';
import {
  Navigate,
  RouterProvider,
  createBrowserRouter,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { InstituteRoute, PublicRoute, SignedOutOnlyRoute } from './guards/public-route.tsx';
import LandingRoute from './routes/landing.tsx';
import PublicLayout from './routes/public-layout.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

type RouteModule = { default: ComponentType };
/**
 * Each screen is its own chunk, so '/' does not carry the dashboard's code (STYLE: lazy route modules). The public
 * layout and the landing page are the exception: most visits start at '/', and loading them with the entry saves a
 * round trip before the first paint (ADR 035).
 */
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

function InstituteIndexRedirect() {
  const [searchParams] = useSearchParams();
  return <Navigate to={paths.institute.signIn.getHref(searchParams.get('id') ?? '')} replace />;
}

const comingSoon = page(() => import('./routes/coming-soon.tsx'));

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        Component: PublicRoute,
        children: [
          {
            Component: PublicLayout,
            children: [
              { index: true, Component: LandingRoute },
              { path: paths.contactUs.path, lazy: page(() => import('./routes/contact-us.tsx')) },
              { path: paths.pricing.path, lazy: page(() => import('./routes/pricing.tsx')) },
              {
                path: paths.requestJobTitle.path,
                lazy: page(() => import('./routes/request-job-title.tsx')),
              },
              {
                path: paths.termsAndConditions.path,
                lazy: page(() => import('./routes/terms-and-conditions.tsx')),
              },
              { path: paths.privacyPolicy.path, lazy: page(() => import('./routes/privacy-policy.tsx')) },
              { path: paths.interviews.path, lazy: comingSoon },
              { path: paths.solutions.path, lazy: comingSoon },
              { path: paths.resume.path, lazy: comingSoon },
            ],
          },
          {
            Component: SignedOutOnlyRoute,
            children: [
              {
                lazy: page(() => import('./routes/auth/auth-layout.tsx')),
                children: [
                  { path: paths.auth.signIn.path, lazy: page(() => import('./routes/auth/sign-in.tsx')) },
                  { path: paths.auth.signUp.path, lazy: page(() => import('./routes/auth/sign-up.tsx')) },
                  {
                    path: paths.superAdmin.root.path,
                    children: [
                      { index: true, element: <Navigate to={paths.superAdmin.signIn.getHref()} replace /> },
                      {
                        path: paths.superAdmin.signIn.path,
                        lazy: page(() => import('./routes/auth/super-admin-sign-in.tsx')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            // Reachable signed in too: an invitation may be opened in a browser where someone else is signed in.
            lazy: page(() => import('./routes/auth/auth-layout.tsx')),
            children: [
              {
                path: paths.superAdmin.forgotPassword.path,
                lazy: page(() => import('./routes/auth/forgot-password.tsx')),
              },
              {
                path: paths.auth.resetPassword.path,
                lazy: page(() => import('./routes/auth/reset-password.tsx')),
              },
            ],
          },
          {
            path: paths.institute.root.path,
            Component: InstituteRoute,
            children: [
              {
                lazy: page(() => import('./routes/auth/auth-layout.tsx')),
                children: [
                  { index: true, Component: InstituteIndexRedirect },
                  {
                    path: paths.institute.signIn.path,
                    lazy: page(() => import('./routes/auth/institute-sign-in.tsx')),
                  },
                  {
                    path: paths.institute.signUp.path,
                    lazy: page(() => import('./routes/auth/institute-sign-up.tsx')),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: paths.dashboard.root.path,
        Component: ProtectedRoute,
        children: [
          {
            lazy: page(() => import('./routes/dashboard/dashboard-layout.tsx')),
            children: [
              { index: true, lazy: page(() => import('./routes/dashboard/dashboard-index.tsx')) },
              {
                path: paths.dashboard.progress.path,
                lazy: page(() => import('./routes/dashboard/progress.tsx')),
              },
              {
                path: paths.dashboard.profile.path,
                lazy: page(() => import('./routes/dashboard/profile.tsx')),
              },
              {
                path: paths.dashboard.student.path,
                lazy: page(() => import('./routes/dashboard/student.tsx')),
              },
              {
                path: paths.dashboard.studentReport.path,
                lazy: page(() => import('./routes/dashboard/student-report.tsx')),
              },
              {
                path: paths.dashboard.account.root.path,
                lazy: page(() => import('./routes/dashboard/account/account-layout.tsx')),
                children: [
                  { index: true, lazy: page(() => import('./routes/dashboard/account/account-index.tsx')) },
                  {
                    path: paths.dashboard.account.institutes.path,
                    lazy: page(() => import('./routes/dashboard/account/institutes.tsx')),
                  },
                  {
                    path: paths.dashboard.account.users.path,
                    lazy: page(() => import('./routes/dashboard/account/users.tsx')),
                  },
                  {
                    path: paths.dashboard.account.individuals.path,
                    lazy: page(() => import('./routes/dashboard/account/individuals.tsx')),
                  },
                  {
                    path: paths.dashboard.account.messages.path,
                    lazy: page(() => import('./routes/dashboard/account/messages.tsx')),
                  },
                  {
                    path: paths.dashboard.account.requests.path,
                    lazy: page(() => import('./routes/dashboard/account/requests.tsx')),
                  },
                ],
              },
              {
                path: paths.dashboard.interview.path,
                lazy: page(() => import('./routes/dashboard/interview.tsx')),
              },
              {
                path: paths.dashboard.report.path,
                lazy: page(() => import('./routes/dashboard/report.tsx')),
              },
              {
                path: paths.dashboard.endScreen.path,
                lazy: page(() => import('./routes/dashboard/end-screen.tsx')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
