import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { readStoredFile } from '../files/stored-files';
import { findPublicFeed } from './exports.service';

/** A channel's token: 64 lowercase hex digits (anything else names no feed). */
const TOKEN = /^[0-9a-f]{64}$/;
/** A sub-channel's id as PostgreSQL's integer holds it. */
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

type PublicFeed = NonNullable<Awaited<ReturnType<typeof findPublicFeed>>>;

/**
 * One answer for every address that serves nothing (unknown or replaced token, a sub-channel of
 * another channel, a feed never exported): it tells nobody whether a channel exists.
 */
const feedNotFound = () =>
  new HttpError(
    404,
    'not-found',
    'No feed at this address: it is unknown or was replaced, or the feed has not been exported yet',
  );

/** The path's sub-channel: null for the channel's own feed, undefined for no valid id. */
function classificationOf(value: string | undefined): number | null | undefined {
  if (value === undefined) return null;
  return ID.test(value) && Number(value) <= MAX_ID ? Number(value) : undefined;
}

/** "Google Shopping NL" + "Shoes" + ".xml" → "google-shopping-nl-shoes.xml" (ASCII, safe to quote). */
export function feedFileName(
  feed: Pick<PublicFeed, 'channelName' | 'classificationName' | 'fileName'>,
) {
  const extension = /\.([a-z]+)$/.exec(feed.fileName)?.[1] ?? 'txt';
  const base = [feed.channelName, feed.classificationName ?? '']
    .join(' ')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'feed'}.${extension}`;
}

/**
 * Whether the client's copy is current (RFC 9110 §13.2.2): If-None-Match decides when present
 * (weak comparison, `*` matches); otherwise If-Modified-Since, to the second of Last-Modified.
 */
export function isNotModified(
  request: FastifyRequest,
  feed: Pick<PublicFeed, 'etag' | 'publishedAt'>,
) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === feed.etag);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  const modified = Math.floor(feed.publishedAt.getTime() / 1000) * 1000;
  return Number.isFinite(since) && modified <= since;
}

/** The published file, its validators, and what the client needs to fetch it again cheaply. */
async function serveFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  classification?: string,
) {
  const classificationId = classificationOf(classification);
  if (!TOKEN.test(token) || classificationId === undefined) throw feedNotFound();
  const feed = await findPublicFeed(request.server.db, token, classificationId);
  if (!feed) throw feedNotFound();
  // Feed readers poll: they may keep the file, but ask each time whether it is still current.
  reply.header('etag', feed.etag);
  reply.header('last-modified', feed.publishedAt.toUTCString());
  reply.header('cache-control', 'no-cache');
  if (isNotModified(request, feed)) return reply.code(304).send();
  reply.header('content-type', feed.contentType);
  reply.header('content-length', String(feed.size));
  reply.header('content-disposition', `inline; filename="${feedFileName(feed)}"`);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(Readable.from(readStoredFile(request.server.db, feed.fileId)));
}

const tokenParams = z.object({ token: z.string().max(200) });
const classificationParams = tokenParams.extend({ classificationId: z.string().max(20) });

/**
 * The public feed addresses channels fetch: /feeds/{token}[/{classificationId}], without sign-in
 * (the token is the secret). GET and HEAD; 304 to a conditional request for the current file. Not
 * in the OpenAPI document, which describes /api.
 */
export const publicFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/feeds/:token',
    schema: { hide: true, params: tokenParams },
    handler: async (request, reply) => serveFeed(request, reply, request.params.token),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/feeds/:token/:classificationId',
    schema: { hide: true, params: classificationParams },
    handler: async (request, reply) =>
      serveFeed(request, reply, request.params.token, request.params.classificationId),
  });
};
