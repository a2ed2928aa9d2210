import { randomBytes } from 'node:crypto';
import type { ChannelFeed, ExportFormat, FeedRun, FeedRunTrigger } from '@feedline/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import { insertAuditEvent } from '../activity/activity.service';
import { insertRun } from '../runs/runs.service';
import { sendRun, toFeedRun, type RunKindHandlers } from '../runs/runs.queue';
import { cleanUpExport, exportFormatOf, runExport } from './export-runner';
import {
  findAccountOfSite,
  listFeedChannels,
  listLastExportRuns,
  listPublishedFeeds,
  updateChannelFormat,
  updateChannelToken,
  type FeedChannel,
} from './exports.repository';

/** Who asks for exports, and of what: one channel (with its sub-channels) or every channel. */
export interface ExportRequest {
  userId: number | null;
  trigger: FeedRunTrigger;
  channelId?: number;
}

/** The user who changes a channel's feed, and the organisation of its site (for the audit). */
export interface FeedActor {
  userId: number;
  accountId: number;
}

const feedKey = (channelId: number | null, classificationId: number | null) =>
  `${channelId}:${classificationId ?? 0}`;

/** A feed's public address: the channel's secret token, and the sub-channel's id for its feed. */
export function feedUrl(app: FastifyInstance, token: string, classificationId: number | null) {
  const base = `${app.config.publicUrl}/feeds/${token}`;
  return classificationId === null ? base : `${base}/${classificationId}`;
}

/** The runs to queue: the channel's own feed, then each sub-channel's. */
const feedsOf = (channel: FeedChannel) => [
  { channelId: channel.id, classificationId: null },
  ...channel.classifications.map((classification) => ({
    channelId: channel.id,
    classificationId: classification.id,
  })),
];

/**
 * Queues the exports of one channel or of every channel of the site, in one transaction with
 * their audit events, and hands them to the queue. `feeds` counts the feeds asked for, `runs` the
 * ones queued: a feed whose export is queued or running already is left out (insertRun's unique
 * index decides, so concurrent requests queue each feed once).
 */
async function queueExports(app: FastifyInstance, siteId: number, request: ExportRequest) {
  const channels = await listFeedChannels(app.db, siteId, request.channelId);
  if (request.channelId !== undefined && channels.length === 0) throw notFound('Channel');
  const accountId = await findAccountOfSite(app.db, siteId);
  if (accountId === undefined) throw notFound('Site');
  const feeds = channels.flatMap(feedsOf);
  const runs = await app.db.transaction(async (tx) => {
    const queued = [];
    for (const channel of channels) {
      const ofChannel = [];
      for (const feed of feedsOf(channel)) {
        const run = await insertRun(tx, {
          siteId,
          kind: 'export',
          ...feed,
          trigger: request.trigger,
          userId: request.userId,
        });
        if (run) ofChannel.push(run);
      }
      if (ofChannel.length === 0) continue;
      queued.push(...ofChannel);
      await insertAuditEvent(tx, {
        accountId,
        siteId,
        userId: request.userId,
        action: 'export.requested',
        targetType: 'channel',
        targetId: String(channel.id),
        data: {
          name: channel.name,
          trigger: request.trigger,
          runIds: ofChannel.map((run) => run.id),
        },
      });
    }
    return queued;
  });
  for (const run of runs) await sendRun(app, run);
  return { feeds: feeds.length, runs: runs.map(toFeedRun) };
}

/**
 * Queues an export of one channel (its own feed and each sub-channel's) or of every channel of
 * the site. A feed with an export queued or running is left out (its run is not duplicated).
 * Returns the runs queued; 404 for a channel not of the site.
 */
export async function requestExports(
  app: FastifyInstance,
  siteId: number,
  request: ExportRequest,
): Promise<FeedRun[]> {
  return (await queueExports(app, siteId, request)).runs;
}

/** A user's request: as requestExports, but 409 `export-running` when it queued nothing. */
export async function startExports(
  app: FastifyInstance,
  siteId: number,
  request: ExportRequest,
): Promise<FeedRun[]> {
  const { feeds, runs } = await queueExports(app, siteId, request);
  if (feeds > 0 && runs.length === 0) {
    throw new HttpError(
      409,
      'conflict',
      'An export of every feed asked for is already queued or running',
      {
        key: 'export-running',
      },
    );
  }
  return runs;
}

/** Every feed of the site (or of one channel): each channel's own, then its sub-channels'. */
export async function listChannelFeeds(
  app: FastifyInstance,
  siteId: number,
  channelId?: number,
): Promise<ChannelFeed[]> {
  const channels = await listFeedChannels(app.db, siteId, channelId);
  const [published, lastRuns] = await Promise.all([
    listPublishedFeeds(
      app.db,
      channels.map((channel) => channel.id),
    ),
    listLastExportRuns(app.db, siteId),
  ]);
  const files = new Map(
    published.map((feed) => [feedKey(feed.channelId, feed.classificationId), feed]),
  );
  const runs = new Map(lastRuns.map((run) => [feedKey(run.channelId, run.classificationId), run]));
  return channels.flatMap((channel) =>
    [null, ...channel.classifications].map((classification): ChannelFeed => {
      const key = feedKey(channel.id, classification?.id ?? null);
      const file = files.get(key);
      const run = runs.get(key);
      return {
        channelId: channel.id,
        channelName: channel.name,
        classificationId: classification?.id ?? null,
        classificationName: classification?.name ?? null,
        format: exportFormatOf(channel.feedFormat),
        url: feedUrl(app, channel.feedToken, classification?.id ?? null),
        publishedAt: file?.publishedAt.toISOString() ?? null,
        size: file?.size ?? null,
        lastRun: run ? toFeedRun(run) : null,
      };
    }),
  );
}

/** The channel's own feed (the answer of the changes below). */
async function ownFeedOf(app: FastifyInstance, siteId: number, channelId: number) {
  const [own] = await listChannelFeeds(app, siteId, channelId);
  if (!own) throw notFound('Channel');
  return own;
}

/**
 * Changes the format the channel's feeds (its own and its sub-channels') are written in, with its
 * audit event. The published files keep theirs until the next export writes the new one.
 */
export async function changeFeedFormat(
  app: FastifyInstance,
  siteId: number,
  channelId: number,
  format: ExportFormat,
  actor: FeedActor,
): Promise<ChannelFeed> {
  const before = await ownFeedOf(app, siteId, channelId);
  if (before.format !== format) {
    await app.db.transaction(async (tx) => {
      await updateChannelFormat(tx, channelId, format);
      await insertAuditEvent(tx, {
        ...actor,
        siteId,
        action: 'feed.format-changed',
        targetType: 'channel',
        targetId: String(channelId),
        data: { name: before.channelName, from: before.format, to: format },
      });
    });
  }
  return ownFeedOf(app, siteId, channelId);
}

/**
 * Gives the channel a new secret token: its feeds move to new addresses and the old ones answer
 * 404 at once. The audit event says that it happened, never the token.
 */
export async function rotateFeedToken(
  app: FastifyInstance,
  siteId: number,
  channelId: number,
  actor: FeedActor,
): Promise<ChannelFeed> {
  const before = await ownFeedOf(app, siteId, channelId);
  await app.db.transaction(async (tx) => {
    await updateChannelToken(tx, channelId, randomBytes(32).toString('hex'));
    await insertAuditEvent(tx, {
      ...actor,
      siteId,
      action: 'feed.token-rotated',
      targetType: 'channel',
      targetId: String(channelId),
      data: { name: before.channelName },
    });
  });
  return ownFeedOf(app, siteId, channelId);
}

/** The export run handler of the run worker. */
export const exportRunHandlers: RunKindHandlers = {
  run: runExport,
  cleanup: cleanUpExport,
};

export { findPublicFeed } from './exports.repository';
