import {
  DEMO_FEEDS_PATH,
  DEMO_IMAGE_CONTENT_TYPE,
  DEMO_IMAGES_PATH,
  DEMO_IMPORTING_SITES,
  demoFeedFile,
  demoImageSvg,
  schema,
} from '@feedline/db';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { notFound } from './lib/http-error';
import { queueImport } from './modules/imports/imports.service';

/**
 * With the demo data only: the demo's own feed files, which the demo sites' data sources fetch
 * (over loopback, allowed by FEED_ALLOW_PRIVATE_NETWORKS, on by default with the demo data).
 */
export async function demoFeedRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>(
    `${DEMO_FEEDS_PATH}/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = demoFeedFile(request.params.name, app.config.publicUrl);
      if (!file) throw notFound('Demo feed');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'no-cache')
        .send(file.body);
    },
  );
  // The demo items' pictures: the same bytes forever, shown by the embedded screens (another
  // origin, hence the resource policy that lets them load it).
  app.get<{ Params: { file: string } }>(
    `${DEMO_IMAGES_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const number = /^([1-9][0-9]{0,2})\.svg$/.exec(request.params.file)?.[1];
      const svg = number === undefined ? undefined : demoImageSvg(Number(number));
      if (!svg) throw notFound('Demo image');
      return reply
        .header('content-type', DEMO_IMAGE_CONTENT_TYPE)
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(svg);
    },
  );
}

/**
 * The first start of a fresh demo: the importing demo sites import from their feeds at once
 * (and export after), so that a newcomer finds real runs, per-row problems and feed URLs.
 */
export async function startDemoImports(app: FastifyInstance): Promise<void> {
  const sites = await app.db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(inArray(schema.sites.name, [...DEMO_IMPORTING_SITES]));
  for (const site of sites) await queueImport(app, site.id, { userId: null, trigger: 'schedule' });
}
