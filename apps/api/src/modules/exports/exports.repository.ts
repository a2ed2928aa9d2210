import { schema, type Executor } from '@feedline/db';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  like,
  notExists,
  sql,
} from 'drizzle-orm';

const {
  accounts,
  channelFeeds,
  channels,
  classifications,
  feedRuns,
  projects,
  siteItems,
  sites,
  storedFiles,
} = schema;

/** The feed of a channel (classification null) or of one of its sub-channels. */
const sameFeed = (channelId: number, classificationId: number | null) =>
  and(
    eq(channelFeeds.channelId, channelId),
    classificationId === null
      ? isNull(channelFeeds.classificationId)
      : eq(channelFeeds.classificationId, classificationId),
  );

const channelColumns = {
  id: channels.id,
  name: channels.name,
  siteId: channels.siteId,
  feedFormat: channels.feedFormat,
  feedToken: channels.feedToken,
};

/** The site's channels (or the one named) with their sub-channels, by id. */
export async function listFeedChannels(db: Executor, siteId: number, channelId?: number) {
  const rows = await db
    .select({
      ...channelColumns,
      classificationId: classifications.id,
      classificationName: classifications.name,
    })
    .from(channels)
    .leftJoin(classifications, eq(classifications.channelId, channels.id))
    .where(
      and(
        eq(channels.siteId, siteId),
        channelId === undefined ? undefined : eq(channels.id, channelId),
      ),
    )
    .orderBy(asc(channels.id), asc(classifications.id));
  const tree = new Map<number, FeedChannel>();
  for (const { classificationId, classificationName, ...channel } of rows) {
    const entry = tree.get(channel.id) ?? { ...channel, classifications: [] };
    tree.set(channel.id, entry);
    if (classificationId !== null && classificationName !== null) {
      entry.classifications.push({ id: classificationId, name: classificationName });
    }
  }
  return [...tree.values()];
}

export interface FeedChannel {
  id: number;
  name: string;
  siteId: number;
  feedFormat: string;
  feedToken: string;
  classifications: { id: number; name: string }[];
}

/** The organisation a site belongs to. */
export async function findAccountOfSite(db: Executor, siteId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(sites)
    .innerJoin(projects, eq(projects.id, sites.projectId))
    .innerJoin(accounts, eq(accounts.id, projects.accountId))
    .where(eq(sites.id, siteId));
  return row?.id;
}

/** The published file of each feed of these channels, with its size. */
export async function listPublishedFeeds(db: Executor, channelIds: number[]) {
  if (channelIds.length === 0) return [];
  return db
    .select({
      channelId: channelFeeds.channelId,
      classificationId: channelFeeds.classificationId,
      publishedAt: channelFeeds.publishedAt,
      size: storedFiles.size,
    })
    .from(channelFeeds)
    .innerJoin(storedFiles, eq(storedFiles.id, channelFeeds.fileId))
    .where(inArray(channelFeeds.channelId, channelIds));
}

/** The newest export run of each feed of the site, whatever its status. */
export async function listLastExportRuns(db: Executor, siteId: number) {
  const feedKey = sql`coalesce(${feedRuns.classificationId}, 0)`;
  return db
    .selectDistinctOn([feedRuns.channelId, feedKey])
    .from(feedRuns)
    .where(and(eq(feedRuns.siteId, siteId), eq(feedRuns.kind, 'export')))
    .orderBy(feedRuns.channelId, feedKey, desc(feedRuns.id));
}

export async function updateChannelFormat(db: Executor, channelId: number, format: string) {
  await db.update(channels).set({ feedFormat: format }).where(eq(channels.id, channelId));
}

export async function updateChannelToken(db: Executor, channelId: number, token: string) {
  await db
    .update(channels)
    .set({ feedToken: token, feedTokenRotatedAt: new Date() })
    .where(eq(channels.id, channelId));
}

// ---- the export run ---------------------------------------------------------------------------

/**
 * What an export run writes: its channel with the site's and organisation's ids, and the
 * sub-channel's name when it exports one. Undefined when the channel (or the sub-channel, or its
 * link to the channel) is gone.
 */
export async function findExportTarget(
  db: Executor,
  channelId: number,
  classificationId: number | null,
) {
  const [channel] = await db
    .select({
      id: channels.id,
      name: channels.name,
      siteId: channels.siteId,
      siteName: sites.name,
      accountId: projects.accountId,
      feedFormat: channels.feedFormat,
    })
    .from(channels)
    .innerJoin(sites, eq(sites.id, channels.siteId))
    .innerJoin(projects, eq(projects.id, sites.projectId))
    .where(eq(channels.id, channelId));
  if (!channel || classificationId === null) return channel && { ...channel, classification: null };
  const [classification] = await db
    .select({ id: classifications.id, name: classifications.name })
    .from(classifications)
    .where(and(eq(classifications.id, classificationId), eq(classifications.channelId, channelId)));
  return classification && { ...channel, classification };
}

/** Up to `limit` items of the site after item `afterId`, by id (keyset: no offset to skip). */
export async function listItemBatch(db: Executor, siteId: number, afterId: number, limit: number) {
  return db
    .select({ id: siteItems.id, externalId: siteItems.externalId, data: siteItems.data })
    .from(siteItems)
    .where(and(eq(siteItems.siteId, siteId), gt(siteItems.id, afterId)))
    .orderBy(asc(siteItems.id))
    .limit(limit);
}

/** The published file of a feed, locked until the transaction ends (publishes of it queue). */
export async function findFeedForUpdate(
  db: Executor,
  channelId: number,
  classificationId: number | null,
) {
  const [row] = await db
    .select({ id: channelFeeds.id, fileId: channelFeeds.fileId })
    .from(channelFeeds)
    .where(sameFeed(channelId, classificationId))
    .for('update');
  return row;
}

export interface PublishedFeed {
  channelId: number;
  classificationId: number | null;
  fileId: number;
  runId: number;
  etag: string;
  publishedAt: Date;
}

/** Makes `feed` the feed's published file (the one its URL serves). */
export async function savePublishedFeed(
  db: Executor,
  existingId: number | undefined,
  feed: PublishedFeed,
) {
  if (existingId === undefined) {
    await db.insert(channelFeeds).values(feed);
    return;
  }
  await db.update(channelFeeds).set(feed).where(eq(channelFeeds.id, existingId));
}

/** The stored file name of a run's feed: it finds the file again after a crash. */
export const runFileName = (runId: number, extension: string) => `export-run-${runId}.${extension}`;

/** Files a run wrote (or began to) that no feed publishes: what its cleanup deletes. */
export async function listUnpublishedRunFiles(db: Executor, runId: number) {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        like(storedFiles.name, `export-run-${runId}.%`),
        notExists(
          db
            .select({ id: channelFeeds.id })
            .from(channelFeeds)
            .where(eq(channelFeeds.fileId, storedFiles.id)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

// ---- the public address -----------------------------------------------------------------------

/**
 * The published feed a public address names: the channel of the token, its own feed or the one
 * of its sub-channel `classificationId`, with the complete file. Undefined for anything else.
 */
export async function findPublicFeed(db: Executor, token: string, classificationId: number | null) {
  const [row] = await db
    .select({
      channelName: channels.name,
      classificationName: classifications.name,
      fileId: storedFiles.id,
      fileName: storedFiles.name,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      etag: channelFeeds.etag,
      publishedAt: channelFeeds.publishedAt,
    })
    .from(channels)
    .innerJoin(
      channelFeeds,
      and(
        eq(channelFeeds.channelId, channels.id),
        classificationId === null
          ? isNull(channelFeeds.classificationId)
          : eq(channelFeeds.classificationId, classificationId),
      ),
    )
    .innerJoin(storedFiles, eq(storedFiles.id, channelFeeds.fileId))
    .leftJoin(classifications, eq(classifications.id, channelFeeds.classificationId))
    .where(and(eq(channels.feedToken, token), isNotNull(storedFiles.completedAt)));
  return row;
}
