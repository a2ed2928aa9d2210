import { DEMO_FEEDS_PATH, DEMO_IMPORTING_SITES, demoFeedFile, schema } from '@feedline/db';
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
      const file = demoFeedFile(request.params.name);
      if (!file) throw notFound('Demo feed');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'no-cache')
        .send(file.body);
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
