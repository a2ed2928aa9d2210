import { MAX_ID, parseId } from '@feedline/contracts/constants';
import { STORAGE_NAMESPACE, readItem, removeItem, writeItem } from '../../../lib/storage';

/**
 * The keys of the route memory (spec §2.14, §9 "Storage"). The spec remembers a channel and a
 * classification per site but clears every other site whenever one is stored, so at most one
 * site is ever remembered: one slot holding the site id beside its two ids says the same thing
 * and needs no scan of localStorage to clear the others.
 */
export const routeMemoryKeys = {
  site: `${STORAGE_NAMESPACE}.route-memory.site`,
  channel: `${STORAGE_NAMESPACE}.route-memory.channel`,
  classification: `${STORAGE_NAMESPACE}.route-memory.classification`,
} as const;

/** String storage the route memory goes through; tests pass an in-memory one. */
export interface RouteMemoryStorage {
  read: (key: string) => string | null;
  write: (key: string, value: string) => void;
  remove: (key: string) => void;
}

/** The browser's localStorage, through the shell's fail-safe helpers. */
export const browserRouteMemoryStorage: RouteMemoryStorage = {
  read: readItem,
  write: writeItem,
  remove: removeItem,
};

/** What is remembered: the channel (and maybe classification) last opened on one site. */
export interface RouteMemory {
  siteId: number;
  channelId: number;
  /** Null when the last visit had no classification, or '0' (spec §2.14). */
  classificationId: number | null;
}

/** The raw values of the three keys, null where a key is not set. */
export interface StoredRouteMemory {
  site: string | null;
  channel: string | null;
  classification: string | null;
}

/** Query parameters the route memory reads; route search types with any of them fit. */
export interface RouteMemorySearch {
  mode?: unknown;
  stage?: unknown;
  stageId?: unknown;
  classificationId?: unknown;
}

/**
 * An id as the route memory accepts it: a positive whole number, as plain digits or as the number
 * the router makes of `?stageId=5`. Anything else (`0`, `-1`, `abc`, `007`, `1.5`, an object) is
 * null, which every rule treats as absent.
 */
export function parseMemoryId(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;
  }
  return typeof value === 'string' ? parseId(value) : null;
}

/**
 * The memory the stored values describe. Without a valid site and channel nothing is remembered;
 * an invalid classification alone is dropped and the channel still counts.
 */
export function parseRouteMemory(stored: StoredRouteMemory): RouteMemory | null {
  const siteId = parseMemoryId(stored.site);
  const channelId = parseMemoryId(stored.channel);
  if (siteId === null || channelId === null) return null;
  return { siteId, channelId, classificationId: parseMemoryId(stored.classification) };
}

/** Reads the memory and removes stored values that do not count (garbage, orphans). */
export function readRouteMemory(storage: RouteMemoryStorage): RouteMemory | null {
  const stored: StoredRouteMemory = {
    site: storage.read(routeMemoryKeys.site),
    channel: storage.read(routeMemoryKeys.channel),
    classification: storage.read(routeMemoryKeys.classification),
  };
  const memory = parseRouteMemory(stored);
  if (memory === null) {
    for (const field of ['site', 'channel', 'classification'] as const) {
      if (stored[field] !== null) storage.remove(routeMemoryKeys[field]);
    }
  } else if (stored.classification !== null && memory.classificationId === null) {
    storage.remove(routeMemoryKeys.classification);
  }
  return memory;
}

/** The memory of `siteId`, or null when nothing or another site is remembered. */
export function readSiteRouteMemory(
  storage: RouteMemoryStorage,
  siteId: number,
): RouteMemory | null {
  const memory = readRouteMemory(storage);
  return memory?.siteId === siteId ? memory : null;
}

/** A data-flow site route: the export route carries the channel as a path parameter. */
export interface DataFlowVisit {
  route: 'data-flow';
  siteId: number;
  /** The `$channelId` of data-flow/site/$siteId/export/$channelId; absent on the site route. */
  channelId?: unknown;
  search?: RouteMemorySearch | undefined;
}

/** A data-view route (any of the three paths): the channel is the `stageId` query parameter. */
export interface DataViewVisit {
  route: 'data-view';
  siteId: number;
  search: RouteMemorySearch;
}

export type RouteVisit = DataFlowVisit | DataViewVisit;

/** The channel a visit opens: the path's channel for data flow, `stageId` for data view. */
export function visitedChannelId(visit: RouteVisit): number | null {
  return parseMemoryId(visit.route === 'data-flow' ? visit.channelId : visit.search.stageId);
}

/**
 * Spec §2.14 rules 1 and 2, for a route's `beforeLoad`. A visit with a channel (data flow) or a
 * `stageId` (data view) stores site, channel and classification, replacing whatever site was
 * remembered before; a classification that is missing, '0' or otherwise not an id removes the
 * stored one, so it never outlives the channel visit it came with. A visit without a channel
 * changes nothing (the redirects need what is stored). Returns what is now remembered, or null
 * when the visit stored nothing.
 */
export function rememberRoute(storage: RouteMemoryStorage, visit: RouteVisit): RouteMemory | null {
  const siteId = parseMemoryId(visit.siteId);
  const channelId = visitedChannelId(visit);
  if (siteId === null || channelId === null) return null;
  const classificationId = parseMemoryId(visit.search?.classificationId);
  storage.write(routeMemoryKeys.site, String(siteId));
  storage.write(routeMemoryKeys.channel, String(channelId));
  if (classificationId === null) storage.remove(routeMemoryKeys.classification);
  else storage.write(routeMemoryKeys.classification, String(classificationId));
  return { siteId, channelId, classificationId };
}
