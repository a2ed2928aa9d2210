import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A site's published feeds: list, format, token rotation, export runs (signed-in users). */
export const exportsRoutes: FastifyPluginAsyncZod = async () => {};

/** The public feed addresses channels fetch: /feeds/{token}[/{classificationId}]. */
export const publicFeedRoutes: FastifyPluginAsyncZod = async () => {};
