import type { DataMap } from '@feedline/contracts';
import type { Executor } from '@feedline/db';
import {
  listChannelTree,
  listFlowsOfSite,
  type SiteFlowRow,
} from '../data-flows/data-flows.service';
import { hasSharedSettings, listDataSources } from '../data-sources/data-sources.service';
import { countItems } from '../data-view/items.service';

/** Output columns per flow target: `channelId` for a channel's own flow, `channelId:classificationId`. */
function columnCounts(flows: readonly SiteFlowRow[]) {
  const counts = new Map<string, number>();
  for (const flow of flows) {
    const key =
      flow.classificationId === null
        ? `${flow.channel.id}`
        : `${flow.channel.id}:${flow.classificationId}`;
    counts.set(key, flow.definition.columns.length);
  }
  return counts;
}

/**
 * A site's data map: its sources, its items, and the channels (and sub-channels) they go to with
 * the number of output columns each sends. A sub-channel without a flow of its own sends its
 * channel's.
 */
export async function buildDataMap(
  db: Executor,
  site: { id: number; name: string },
): Promise<DataMap> {
  const [sources, itemCount, tree, flows] = await Promise.all([
    listDataSources(db, site.id),
    countItems(db, site.id),
    listChannelTree(db, site.id),
    listFlowsOfSite(db, site.id),
  ]);
  const counts = columnCounts(flows);
  return {
    site: { id: site.id, name: site.name, itemCount },
    sources,
    channels: tree.map((channel) => {
      const own = counts.get(`${channel.id}`) ?? 0;
      return {
        id: channel.id,
        name: channel.name,
        columnCount: own,
        classifications: channel.classifications.map((classification) => ({
          ...classification,
          columnCount: counts.get(`${channel.id}:${classification.id}`) ?? own,
        })),
      };
    }),
    hasSharedSettings: hasSharedSettings(sources),
  };
}
