import {
  idSchema,
  itemDetailSchema,
  itemsDownloadQuerySchema,
  itemsPageSchema,
  itemsQuerySchema,
} from '@feedline/contracts';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadItems } from './items-download';
import { findItemDetail, findItemsPage } from './items.service';

const siteParams = z.object({ siteId: idSchema });
const tags = ['data-view'];

/**
 * The query's ids in plain digits, as in the path: `0x1` or `1e3` are refused, not read as 1 or
 * 1000. One beyond PostgreSQL's integer stays a 404 (items.service.ts), as before.
 */
const queryId = (pattern: RegExp) =>
  z
    .string()
    .regex(pattern, { message: 'An id is a whole number in plain digits' })
    .transform(Number);

const stageIds = {
  stageId: queryId(/^[1-9]\d*$/).optional(),
  classificationId: queryId(/^(?:-1|0|[1-9]\d*)$/).optional(),
};

/** The channel stage shows a channel's flow: without the channel the request means nothing. */
function needsChannel(
  query: { stage: string; stageId?: number | undefined },
  context: z.RefinementCtx,
) {
  if (query.stage === 'channel' && query.stageId === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['stageId'],
      message: 'stage=channel needs stageId, the channel whose data flow is applied',
    });
  }
}

const itemsQuery = itemsQuerySchema.extend(stageIds).superRefine(needsChannel);
const downloadQuery = itemsDownloadQuerySchema.extend(stageIds).superRefine(needsChannel);

/** The data view of the embedded screens (spec §2.11): a site's items at one stage. */
export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/items',
    {
      schema: {
        tags,
        summary: "A page of the site's items: as imported, after the site's rules, or per channel",
        description:
          '`stage=import` answers the raw item data; `intermediate` applies the rules of the site ' +
          '(clean text, price with currency, normalised availability, derived `in_stock`); ' +
          '`channel` applies the data flow of channel `stageId` (or of its sub-channel ' +
          '`classificationId` > 0) to the intermediate items. Ordered by item id.',
        params: siteParams,
        querystring: itemsQuery,
        response: { 200: itemsPageSchema },
      },
    },
    async (request) => {
      const { site } = request;
      return findItemsPage(app.db, site.id, request.query);
    },
  );

  app.get(
    '/sites/:siteId/items/:itemId',
    {
      schema: {
        tags,
        summary: 'One item at every stage, with the problems of the latest runs',
        description:
          'The item (`_id` of a page) as imported, after the site’s rules and through each ' +
          'channel’s data flow (and each sub-channel’s own), with the per-row problems the ' +
          'latest import and each feed’s latest export found with it.',
        params: siteParams.extend({ itemId: idSchema }),
        response: { 200: itemDetailSchema },
      },
    },
    async (request) => findItemDetail(app.db, request.site.id, request.params.itemId),
  );

  app.get(
    '/sites/:siteId/items/download',
    {
      schema: {
        tags,
        summary: "The data view's current view as a CSV or XLSX file, streamed",
        description:
          'Every item the stage, filters, search and sort keep (not only a page), in `columns` ' +
          '(repeated; every field of the stage by default). `X-Total-Count` says how many items ' +
          'the file holds, for a progress bar.',
        params: siteParams,
        querystring: downloadQuery,
      },
    },
    async (request, reply) => {
      const file = await downloadItems(app.db, request.site, request.query);
      reply.header('content-type', file.contentType);
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      reply.header('x-total-count', String(file.total));
      reply.header('cache-control', 'no-store');
      return reply.send(Readable.from(file.body));
    },
  );
};
