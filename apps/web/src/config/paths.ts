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
  /** A site's exports (each channel's feed, its last run). */
  siteExports: (siteId: number) => `/exports/site/${siteId}`,
  /** A site's error log; with a run, that run's per-row problems. */
  siteErrorLog: (siteId: number, runId?: number) =>
    `/error-log/site/${siteId}${runId === undefined ? '' : `?runId=${runId}`}`,
  organisationSettings: (accountId: number) => `/organisation-settings/account/${accountId}`,
} as const;
