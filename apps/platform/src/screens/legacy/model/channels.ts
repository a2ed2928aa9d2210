import type { Channel, SiteDataFlows } from '@feedline/contracts';

export type SiteDataFlow = SiteDataFlows['data'][number];

export const findById = <T extends { id: number }>(list: readonly T[], id: number): T | null =>
  list.find((entry) => entry.id === id) ?? null;

/** A channel's flows: its own first, then its sub-channels' by name. */
export function flowsOfChannel(flows: readonly SiteDataFlow[], channelId: number): SiteDataFlow[] {
  return flows
    .filter((flow) => flow.channel.id === channelId)
    .sort((a, b) => {
      if (a.classification === null) return -1;
      if (b.classification === null) return 1;
      return a.classification.name.localeCompare(b.classification.name);
    });
}

/** The channel's own flow (not a sub-channel's). */
export const ownFlowOf = (flows: readonly SiteDataFlow[], channelId: number): SiteDataFlow | null =>
  flows.find((flow) => flow.channel.id === channelId && flow.classification === null) ?? null;

/** Output columns whose name or source field speaks of a price (finance strategies work on them). */
export function priceColumnsOf(flow: SiteDataFlow | null): string[] {
  if (!flow) return [];
  return flow.columns
    .filter(
      (column) =>
        /price|cost|margin/i.test(column.name) ||
        (column.source.kind === 'field' && /price|cost|margin/i.test(column.source.field)),
    )
    .map((column) => column.name);
}

/** Output columns that carry the product link (tracking parameters are added to them). */
export function linkColumnsOf(flow: SiteDataFlow | null): string[] {
  if (!flow) return [];
  return flow.columns
    .filter((column) => /link|url/i.test(column.name) && !/image/i.test(column.name))
    .map((column) => column.name);
}

/** A sub-channel of the channel, found through the flows (they name every sub-channel with one). */
export function findClassification(
  flows: readonly SiteDataFlow[],
  channelId: number,
  classificationId: number,
): { id: number; name: string } | null {
  return (
    flows.find(
      (flow) => flow.channel.id === channelId && flow.classification?.id === classificationId,
    )?.classification ?? null
  );
}

export const channelLabel = (channel: Channel): string => `${channel.id} – ${channel.name}`;
