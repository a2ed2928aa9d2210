/** Query keys of the overview pages (an account's projects, a project's sites). */
export const overviewKeys = {
  all: ['overview'] as const,
  accountProjects: (accountId: number) =>
    [...overviewKeys.all, 'account-projects', accountId] as const,
  projectSites: (projectId: number) => [...overviewKeys.all, 'project-sites', projectId] as const,
};
