import { parseId } from '@feedline/contracts/constants';
import type { SiteDataFlows } from '@feedline/contracts';

export type DataFlow = SiteDataFlows['data'][number];

/** A channel with its own flow and the flows of its sub-channels. */
export interface ChannelFlows {
  channel: { id: number; name: string };
  /** The channel's own flow; null when only its sub-channels have one. */
  own: DataFlow | null;
  subChannels: DataFlow[];
}

/** Groups the site's flows by channel, in the order the API lists the channels. */
export function groupByChannel(flows: readonly DataFlow[]): ChannelFlows[] {
  const groups = new Map<number, ChannelFlows>();
  for (const flow of flows) {
    let group = groups.get(flow.channel.id);
    if (!group) {
      group = { channel: flow.channel, own: null, subChannels: [] };
      groups.set(flow.channel.id, group);
    }
    if (flow.classification === null) group.own = flow;
    else group.subChannels.push(flow);
  }
  return [...groups.values()];
}

/** The sub-channel asked for in the query; `0`, `-1` (None) or anything else means none. */
export function selectedClassificationId(query: URLSearchParams): number | null {
  const value = query.get('classificationId');
  return parseId(value);
}

/** The data view of a channel (or one of its sub-channels) at channel stage, as the shell routes it. */
export function dataViewLink(
  siteId: number,
  channelId: number,
  classificationId?: number,
): { path: string; query: string } {
  const query = `mode=preview&stage=channel&stageId=${channelId}`;
  return {
    path: `/data-view/site/${siteId}`,
    query: classificationId === undefined ? query : `${query}&classificationId=${classificationId}`,
  };
}

/** The data-flow overview of one channel. */
export const channelFlowPath = (siteId: number, channelId: number): string =>
  `/data-flow/site/${siteId}/export/${channelId}`;
