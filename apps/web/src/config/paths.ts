/** Typed path map of the shell: one place that knows how URLs are built. */
export const paths = {
  home: () => '/',
  login: () => '/login',
  logout: () => '/logout',
  authCallback: () => '/auth/callback',
  notFound: () => '/not-found',
  accessDenied: () => '/access-denied',
  unauthorized: () => '/unauthorized',
  /** The separate access-denied page (spec §2.9): contact the support team. */
  noAccess: () => '/no-access',
  unverified: () => '/unverified',
  profile: () => '/profile',
  contentPortal: () => '/content-portal',
  accountOverview: (accountId: number) => `/overview/account/${accountId}`,
  projectOverview: (projectId: number) => `/overview/project/${projectId}`,
  siteDashboard: (siteId: number) => `/dashboard/site/${siteId}/version/1`,
  organisationSettings: (accountId: number) => `/organisation-settings/account/${accountId}`,
} as const;
