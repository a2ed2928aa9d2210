import {
  channelFlowSchema,
  flowTargetQuerySchema,
  flowVersionDetailSchema,
  flowVersionSchema,
  idSchema,
  restoreFlowVersionSchema,
  saveChannelFlowSchema,
  siteDataFlowsSchema,
} from '@feedline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasSharedDataSource } from '../data-sources/data-sources.service';
import { listFlowsOfSite } from './data-flows.repository';
import {
  listFlowVersions,
  readChannelFlow,
  readFlowVersion,
  restoreFlowVersion,
  saveChannelFlow,
  type FlowTarget,
} from './flow-editing.service';

const siteParams = z.object({ siteId: idSchema });
const flowParams = siteParams.extend({ channelId: idSchema });
const versionParams = flowParams.extend({ version: idSchema });
const FLOW_PATH = '/sites/:siteId/channels/:channelId/data-flow';

/** The flow a request names: the path's channel (of the path's site) and the query's sub-channel. */
const targetOf = (request: FastifyRequest, query: { classificationId?: number | undefined }) =>
  ({
    site: request.site,
    channel: request.channel,
    classificationId: query.classificationId ?? null,
  }) satisfies FlowTarget;
const tags = ['data-flows'];

/** The read-only data-flow overview of the embedded screens (spec §2.11). */
export const dataFlowsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/data-flows',
    {
      schema: {
        tags,
        summary: "Every data flow of the site's channels and sub-channels",
        params: siteParams,
        response: { 200: siteDataFlowsSchema },
      },
    },
    async (request) => {
      const { site } = request;
      const [flows, hasSharedSettings] = await Promise.all([
        listFlowsOfSite(app.db, site.id),
        hasSharedDataSource(app.db, site.id),
      ]);
      return {
        data: flows.map((flow) => ({
          id: flow.id,
          channel: flow.channel,
          classification:
            flow.classificationId === null || flow.classificationName === null
              ? null
              : { id: flow.classificationId, name: flow.classificationName },
          version: flow.version,
          updatedAt: flow.updatedAt.toISOString(),
          columns: flow.definition.columns,
        })),
        hasSharedSettings,
      };
    },
  );

  app.get(
    FLOW_PATH,
    {
      schema: {
        tags,
        summary: "A channel's (or sub-channel's) data flow, for the editor",
        description:
          'Version 0 when it has never had a flow. `fields` are the item fields of the site ' +
          '(after its rules) that columns may read.',
        params: flowParams,
        querystring: flowTargetQuerySchema,
        response: { 200: channelFlowSchema },
      },
    },
    async (request) => readChannelFlow(app.db, targetOf(request, request.query)),
  );

  app.put(
    FLOW_PATH,
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Save a data flow as a new version',
        description:
          '409 `data-flow-stale` when the flow is no longer at `expectedVersion` (nothing is ' +
          'saved); 400 with invalid params `columns.N` for empty or duplicate names and unknown ' +
          'fields. Writes the version, an audit event and a line of the site log together.',
        params: flowParams,
        querystring: flowTargetQuerySchema,
        body: saveChannelFlowSchema,
        response: { 200: channelFlowSchema },
      },
    },
    async (request) =>
      saveChannelFlow(app, targetOf(request, request.query), {
        ...request.body,
        userId: request.user.id,
      }),
  );

  app.get(
    `${FLOW_PATH}/versions`,
    {
      schema: {
        tags,
        summary: "A data flow's saved versions, newest first",
        params: flowParams,
        querystring: flowTargetQuerySchema,
        response: { 200: z.object({ data: z.array(flowVersionSchema) }) },
      },
    },
    async (request) => ({
      data: await listFlowVersions(app.db, targetOf(request, request.query)),
    }),
  );

  app.get(
    `${FLOW_PATH}/versions/:version`,
    {
      schema: {
        tags,
        summary: 'One saved version, and what the current flow changed since',
        params: versionParams,
        querystring: flowTargetQuerySchema,
        response: { 200: flowVersionDetailSchema },
      },
    },
    async (request) =>
      readFlowVersion(app.db, targetOf(request, request.query), request.params.version),
  );

  app.post(
    `${FLOW_PATH}/versions/:version/restore`,
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Bring a saved version back, as a new version',
        params: versionParams,
        querystring: flowTargetQuerySchema,
        body: restoreFlowVersionSchema,
        response: { 200: channelFlowSchema },
      },
    },
    async (request) =>
      restoreFlowVersion(app, targetOf(request, request.query), request.params.version, {
        expectedVersion: request.body.expectedVersion,
        userId: request.user.id,
      }),
  );
};
