import type { ItemStage } from '@feedline/contracts';

/** Which items a page belongs to: a site at one stage (and channel, sub-channel). */
export interface ItemsScope {
  siteId: number;
  stage: ItemStage;
  channelId: number | null;
  classificationId: number | null;
}
