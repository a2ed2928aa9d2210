import type { ItemStage } from '@feedline/contracts';
import type { ItemsView } from './items-view';

/** Which items a page belongs to: a site at one stage (and channel, sub-channel), in one view. */
export interface ItemsScope {
  siteId: number;
  stage: ItemStage;
  channelId: number | null;
  classificationId: number | null;
  /** Filters, search and sort. */
  view: ItemsView;
}
