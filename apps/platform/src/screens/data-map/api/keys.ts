/** Query keys of the data map. */
export const dataMapKeys = {
  all: ['data-map'] as const,
  site: (siteId: number) => [...dataMapKeys.all, siteId] as const,
};
