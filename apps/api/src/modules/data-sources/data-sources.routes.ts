import {
  dataSourceChangeSchema,
  dataSourceListSchema,
  dataSourceSchema,
  feedTestRequestSchema,
  feedTestResultSchema,
  idSchema,
  newDataSourceSchema,
  uploadedFileSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import {
  changeDataSource,
  createDataSource,
  listDataSources,
  removeDataSource,
  storeUpload,
  testFeed,
} from './data-sources.service';

const siteParams = z.object({ siteId: idSchema });
const sourceParams = z.object({ siteId: idSchema, sourceId: idSchema });
const tags = ['data-sources'];

/** A file name as given by the browser, without any path. */
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .transform((name) => name.split(/[\\/]/).at(-1) ?? name)
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  .refine((name) => name !== '' && !/[\u0000-\u001f]/.test(name), 'Not a file name');

/** Where a site's items come from (data sources): list, add, change, delete, test, upload. */
export const dataSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  // An upload is read as a stream by its route (never buffered whole); this scope only.
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));

  app.get(
    '/sites/:siteId/data-sources',
    {
      schema: {
        tags,
        summary: 'The data sources the site imports its items from, in merge order',
        params: siteParams,
        response: { 200: dataSourceListSchema },
      },
    },
    async (request) => ({ data: await listDataSources(app.db, request.site.id) }),
  );

  app.post(
    '/sites/:siteId/data-sources',
    {
      schema: {
        tags,
        summary: 'Add a data source: a URL, or a file uploaded before (needs write access)',
        description:
          'Without `format` it is detected from the file (or the URL path); 400 `format-unknown` ' +
          'when it cannot be, `file-not-found` for a file that is not the organisation’s.',
        params: siteParams,
        body: newDataSourceSchema,
        response: { 201: dataSourceSchema },
      },
      config: { access: 'write' },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createDataSource(app, request.site, request.body, request.user.id)),
  );

  app.post(
    '/sites/:siteId/data-sources/test',
    {
      schema: {
        tags,
        summary: 'Read the first items of a feed (URL or uploaded file) without storing anything',
        description:
          'Answers 200 with `ok: false` and the problem’s code when the feed cannot be fetched or ' +
          'read (blocked address, timeout, not a CSV …).',
        params: siteParams,
        body: feedTestRequestSchema,
        response: { 200: feedTestResultSchema },
      },
      config: { access: 'write' },
    },
    async (request) => testFeed(app, request.site, request.body),
  );

  app.patch(
    '/sites/:siteId/data-sources/:sourceId',
    {
      schema: {
        tags,
        summary: 'Change a data source (needs write access)',
        params: sourceParams,
        body: dataSourceChangeSchema,
        response: { 200: dataSourceSchema },
      },
      config: { access: 'write' },
    },
    async (request) =>
      changeDataSource(app, request.site, request.params.sourceId, request.body, request.user.id),
  );

  app.delete(
    '/sites/:siteId/data-sources/:sourceId',
    {
      schema: {
        tags,
        summary: 'Delete a data source (needs write access); the items stay until the next import',
        params: sourceParams,
        response: { 204: z.null() },
      },
      config: { access: 'write' },
    },
    async (request, reply) => {
      await removeDataSource(app, request.site, request.params.sourceId, request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sites/:siteId/uploads',
    {
      schema: {
        tags,
        summary: 'Upload a feed file (raw body, application/octet-stream; needs write access)',
        description:
          'Stored a chunk at a time; answers the file with the format its first bytes suggest. ' +
          'It becomes a data source with POST data-sources `{ fileId }`. 413 `file-too-large`, ' +
          '400 `file-empty`.',
        params: siteParams,
        querystring: z.object({ name: fileName.default('upload') }),
        response: { 201: uploadedFileSchema },
      },
      config: { access: 'write' },
    },
    async (request, reply) => {
      if (!/^application\/octet-stream\b/i.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(
          415,
          'bad-request',
          'Send the file itself, as application/octet-stream',
          {
            key: 'upload-content-type',
          },
        );
      }
      const declared = Number(request.headers['content-length']);
      const file = await storeUpload(
        app,
        request.site,
        {
          name: request.query.name,
          contentType: 'application/octet-stream',
          ...(Number.isFinite(declared) ? { declaredSize: declared } : {}),
          body: request.raw,
        },
        request.user.id,
      );
      return reply.status(201).send(file);
    },
  );
};
