import type { DesignerKind } from '@feedline/contracts';

/** Query keys of the image designers. */
export const designerKeys = {
  all: ['designer'] as const,
  template: (siteId: number, kind: DesignerKind) =>
    [...designerKeys.all, 'template', siteId, kind] as const,
  sampleItems: (siteId: number) => [...designerKeys.all, 'sample-items', siteId] as const,
  site: (siteId: number) => [...designerKeys.all, 'site', siteId] as const,
};
