/** Query keys of the announcement strip. */
export const announcementsKeys = {
  all: ['announcements'] as const,
  list: () => [...announcementsKeys.all, 'list'] as const,
  acknowledge: () => [...announcementsKeys.all, 'acknowledge'] as const,
};
