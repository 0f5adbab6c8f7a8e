/** Every route of the app, named once (SPEC §2). `path` is the router pattern, `getHref` builds a link. */
const withInstituteId = (base: string) => (id: string) => `${base}?id=${encodeURIComponent(id)}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  contactUs: { path: '/contact-us', getHref: () => '/contact-us' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  requestJobTitle: { path: '/request-job-title', getHref: () => '/request-job-title' },
  termsAndConditions: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  interviews: { path: '/interviews', getHref: () => '/interviews' },
  solutions: { path: '/solutions', getHref: () => '/solutions' },
  resume: { path: '/resume', getHref: () => '/resume' },
  auth: {
    signIn: { path: '/sign-in', getHref: () => '/sign-in' },
    signUp: { path: '/sign-up', getHref: () => '/sign-up' },
    // Opened from the emailed reset or invitation link (issue 12).
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  },
  superAdmin: {
    root: { path: '/superadmin', getHref: () => '/superadmin' },
    signIn: { path: '/superadmin/signin', getHref: () => '/superadmin/signin' },
    // Linked from the super admin and institute sign-ins (issue 12: the reset link is emailed from here).
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    // Linked from the super admin sign-in; SPEC shows no screen for it (it renders the 404 page).
    signUp: { path: '/signup', getHref: () => '/signup' },
  },
  institute: {
    root: { path: '/institute', getHref: () => '/institute' },
    signIn: { path: '/institute/signin', getHref: withInstituteId('/institute/signin') },
    signUp: { path: '/institute/signup', getHref: withInstituteId('/institute/signup') },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    // A fixed segment: the router ranks it before /dashboard/:id.
    progress: { path: '/dashboard/progress', getHref: () => '/dashboard/progress' },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    student: {
      path: '/dashboard/students/:id',
      getHref: (id: string) => `/dashboard/students/${encodeURIComponent(id)}`,
    },
    studentReport: {
      path: '/dashboard/students/:id/reports/:sessionId',
      getHref: (id: string, sessionId: string) =>
        `/dashboard/students/${encodeURIComponent(id)}/reports/${encodeURIComponent(sessionId)}`,
    },
    interview: { path: '/dashboard/:id', getHref: (id: string) => `/dashboard/${encodeURIComponent(id)}` },
    report: {
      path: '/dashboard/:id/report',
      getHref: (id: string) => `/dashboard/${encodeURIComponent(id)}/report`,
    },
    endScreen: {
      path: '/dashboard/:id/end-screen',
      getHref: (id: string) => `/dashboard/${encodeURIComponent(id)}/end-screen`,
    },
    account: {
      root: { path: '/dashboard/account', getHref: () => '/dashboard/account' },
      institutes: { path: '/dashboard/account/institutes', getHref: () => '/dashboard/account/institutes' },
      users: { path: '/dashboard/account/users', getHref: () => '/dashboard/account/users' },
      individuals: {
        path: '/dashboard/account/individuals',
        getHref: () => '/dashboard/account/individuals',
      },
      messages: { path: '/dashboard/account/messages', getHref: () => '/dashboard/account/messages' },
      requests: { path: '/dashboard/account/requests', getHref: () => '/dashboard/account/requests' },
    },
  },
} as const;
