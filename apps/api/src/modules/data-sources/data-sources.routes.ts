import { dataMapSchema, dataSourceListSchema, idSchema, type DataMap } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSite } from '../access/access.service';
import {
  listChannelTree,
  listFlowsOfSite,
  type SiteFlowRow,
} from '../data-flows/data-flows.service';
import { countItems } from '../data-view/items.service';
import { hasSharedSettings, listDataSources } from './data-sources.repository';

const siteParams = z.object({ siteId: idSchema });
const tags = ['data-sources'];

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

/** Where a site's items come from (data sources) and where they go (channels, data map). */
export const dataSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/data-sources',
    {
      schema: {
        tags,
        summary: 'The data sources the site imports its items from',
        params: siteParams,
        response: { 200: dataSourceListSchema },
      },
    },
    async (request) => {
      const site = await requireSite(app.db, request.user.id, request.params.siteId);
      return { data: await listDataSources(app.db, site.id) };
    },
  );

  app.get(
    '/sites/:siteId/data-map',
    {
      schema: {
        tags,
        summary: "The site's data map: its sources, its items, and the channels they go to",
        params: siteParams,
        response: { 200: dataMapSchema },
      },
    },
    async (request): Promise<DataMap> => {
      const site = await requireSite(app.db, request.user.id, request.params.siteId);
      const [sources, itemCount, tree, flows] = await Promise.all([
        listDataSources(app.db, site.id),
        countItems(app.db, site.id),
        listChannelTree(app.db, site.id),
        listFlowsOfSite(app.db, site.id),
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
            // A sub-channel without a flow of its own sends its channel's.
            classifications: channel.classifications.map((classification) => ({
              ...classification,
              columnCount: counts.get(`${channel.id}:${classification.id}`) ?? own,
            })),
          };
        }),
        hasSharedSettings: hasSharedSettings(sources),
      };
    },
  );
};
