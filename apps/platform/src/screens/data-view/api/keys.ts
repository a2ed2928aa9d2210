import type { ItemStage } from '@feedline/contracts';

/** Which items a page belongs to: a site at one stage (and channel, sub-channel). */
export interface ItemsScope {
  siteId: number;
  stage: ItemStage;
  channelId: number | null;
  classificationId: number | null;
}

/** Query keys of the data view. */
export const dataViewKeys = {
  all: ['data-view'] as const,
  itemsPage: (scope: ItemsScope, offset: number) =>
    [
      ...dataViewKeys.all,
      'items',
      scope.siteId,
      scope.stage,
      scope.channelId,
      scope.classificationId,
      offset,
    ] as const,
  channels: (siteId: number) => [...dataViewKeys.all, 'channels', siteId] as const,
  subChannels: (siteId: number) => [...dataViewKeys.all, 'sub-channels', siteId] as const,
};
