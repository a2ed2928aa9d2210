/** Query keys of the data-flow overview. */
export const dataFlowKeys = {
  all: ['data-flow'] as const,
  site: (siteId: number) => [...dataFlowKeys.all, siteId] as const,
};
