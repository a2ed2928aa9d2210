import {
  channelFeedChangeSchema,
  channelFeedListSchema,
  channelFeedSchema,
  exportRequestSchema,
  exportRunsSchema,
  idSchema,
} from '@feedline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeFeedFormat,
  listChannelFeeds,
  rotateFeedToken,
  startExports,
  type FeedActor,
} from './exports.service';

const siteParams = z.object({ siteId: idSchema });
const channelParams = siteParams.extend({ channelId: idSchema });
const tags = ['exports'];

const actorOf = (request: FastifyRequest): FeedActor => ({
  userId: request.user.id,
  accountId: request.site.account.id,
});

/** A site's published feeds: list, format, token rotation, export runs (signed-in users). */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/feeds',
    {
      schema: {
        tags,
        summary: "The site's feeds: each channel's own and each sub-channel's",
        description:
          'With the public address (carrying the channel’s secret token), the format, the ' +
          'published file (when and how big) and the last export run.',
        params: siteParams,
        response: { 200: channelFeedListSchema },
      },
    },
    async (request) => ({ data: await listChannelFeeds(app, request.site.id) }),
  );

  app.patch(
    '/sites/:siteId/channels/:channelId/feed',
    {
      schema: {
        tags,
        summary: "Change the format of the channel's feeds (needs write access)",
        description:
          'csv, tsv or xml-google, for the channel and its sub-channels. The published files ' +
          'keep their format until the next export. Answers the channel’s own feed.',
        params: channelParams,
        body: channelFeedChangeSchema,
        response: { 200: channelFeedSchema },
      },
      config: { access: 'write' },
    },
    async (request) =>
      changeFeedFormat(
        app,
        request.site.id,
        request.channel.id,
        request.body.format,
        actorOf(request),
      ),
  );

  app.post(
    '/sites/:siteId/channels/:channelId/feed/token',
    {
      schema: {
        tags,
        summary: "Give the channel's feeds a new secret address (needs write access)",
        description:
          'The old addresses answer 404 from now on. Answers the channel’s own feed with its ' +
          'new address.',
        params: channelParams,
        response: { 200: channelFeedSchema },
      },
      config: { access: 'write' },
    },
    async (request) => rotateFeedToken(app, request.site.id, request.channel.id, actorOf(request)),
  );

  app.post(
    '/sites/:siteId/export-runs',
    {
      schema: {
        tags,
        summary: 'Queue exports of one channel or of every channel (needs write access)',
        description:
          'One run per feed: the channel’s own and each sub-channel’s. Answers 202 with the ' +
          'queued runs; a feed whose export is queued or running already is left out, and when ' +
          'that leaves nothing, 409 `export-running`. 404 for a channel not of the site.',
        params: siteParams,
        body: exportRequestSchema,
        response: { 202: exportRunsSchema },
      },
      config: { access: 'write' },
    },
    async (request, reply) => {
      const runs = await startExports(app, request.site.id, {
        userId: request.user.id,
        trigger: 'user',
        ...(request.body.channelId === undefined ? {} : { channelId: request.body.channelId }),
      });
      return reply.status(202).send({ data: runs });
    },
  );
};

export { publicFeedRoutes } from './public-feed.routes';
