/** Query keys of the live log (notifications drawer). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  secureHash: (siteId: number) => [...notificationsKeys.all, 'secure-hash', siteId] as const,
  imports: (siteId: number) => [...notificationsKeys.all, 'imports', siteId] as const,
};
