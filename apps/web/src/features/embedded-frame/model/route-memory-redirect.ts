import {
  parseMemoryId,
  readSiteRouteMemory,
  type RouteMemorySearch,
  type RouteMemoryStorage,
} from './route-memory';

/** The data-flow route of one channel (spec §2.11); `classificationId` rides in the query. */
export const DATA_FLOW_CHANNEL_PATH = '/data-flow/site/$siteId/export/$channelId';

/** The three data-view routes (spec §2.11), sharing mode, stage, stageId, classificationId. */
export const DATA_VIEW_PATHS = [
  '/data-view/site/$siteId',
  '/site/$siteId',
  '/configure-dataflow/data-view/site/$siteId',
] as const;
export type DataViewPath = (typeof DATA_VIEW_PATHS)[number];

/** Data-view stages that are meant to be opened without a stageId, so never redirected (§2.14). */
export const STAGES_WITHOUT_CHANNEL_REDIRECT = ['intermediate', 'import'] as const;

function isStageWithoutChannelRedirect(stage: unknown): boolean {
  return STAGES_WITHOUT_CHANNEL_REDIRECT.some((value) => value === stage);
}

/** A copy of `search` without `keys` (the ones the redirect decides). */
function withoutKeys<S extends object, K extends string>(
  search: S,
  keys: readonly K[],
): Omit<S, K> {
  const rest = { ...search } as Record<string, unknown>;
  for (const key of keys) delete rest[key];
  return rest as Omit<S, K>;
}

export interface DataFlowRedirectInput<S extends object> {
  siteId: number;
  /** The route's channel, if it has one: a valid id means there is nothing to redirect. */
  channelId?: unknown;
  /** The current query; its other parameters (hl, fullscreen …) are carried over. */
  search?: S | undefined;
}

export interface DataFlowRedirect<S extends object> {
  to: typeof DATA_FLOW_CHANNEL_PATH;
  params: { siteId: number; channelId: number };
  /** The whole next query: the current one with the remembered classificationId. */
  search: Omit<S, 'classificationId'> & { classificationId: number | undefined };
  replace: true;
}

/**
 * Spec §2.14 rule 3: data-flow/site/{siteId} without a channel, while a channel is remembered for
 * that site, goes to that channel's export route, replacing the history entry, with the remembered
 * classificationId in the query. Null means "stay": there is a channel already, nothing is
 * remembered, or what is remembered belongs to another site.
 *
 * With no classification remembered, `search.classificationId` is `undefined`, which the router
 * leaves out of the URL. The key is kept so that the target fits route search types that list it
 * as required, and so that a classificationId already in the URL is not carried over.
 */
export function dataFlowRedirect<S extends object = Record<never, never>>(
  storage: RouteMemoryStorage,
  visit: DataFlowRedirectInput<S>,
): DataFlowRedirect<S> | null {
  if (parseMemoryId(visit.channelId) !== null) return null;
  const memory = readSiteRouteMemory(storage, visit.siteId);
  if (memory === null) return null;
  const rest = withoutKeys(visit.search ?? ({} as S), ['classificationId']);
  return {
    to: DATA_FLOW_CHANNEL_PATH,
    params: { siteId: memory.siteId, channelId: memory.channelId },
    search: { ...rest, classificationId: memory.classificationId ?? undefined },
    replace: true,
  };
}

export interface DataViewRedirectInput<P extends DataViewPath, S extends RouteMemorySearch> {
  /** The data-view route being opened; the redirect stays on it. */
  to: P;
  siteId: number;
  /** The current query; parameters other than the four below are carried over. */
  search: S;
}

export interface DataViewRedirectSearch {
  mode: 'preview';
  stage: 'channel';
  stageId: number;
  /** Undefined, so left out of the URL, when no classification is remembered. */
  classificationId: number | undefined;
}

export interface DataViewRedirect<P extends DataViewPath, S extends RouteMemorySearch> {
  to: P;
  params: { siteId: number };
  /** The whole next query: the current one with mode, stage, stageId and classificationId set. */
  search: Omit<S, keyof DataViewRedirectSearch> & DataViewRedirectSearch;
  replace: true;
}

/**
 * Spec §2.14 rule 4: a data-view route without a (valid) stageId, whose stage is neither
 * `intermediate` nor `import`, while a channel is remembered for the site, goes to the same route
 * with mode=preview, stage=channel, stageId=<channel> and the remembered classificationId
 * (undefined, as in dataFlowRedirect, when none is remembered), replacing the history entry.
 * Null means "stay".
 */
export function dataViewRedirect<P extends DataViewPath, S extends RouteMemorySearch>(
  storage: RouteMemoryStorage,
  visit: DataViewRedirectInput<P, S>,
): DataViewRedirect<P, S> | null {
  if (parseMemoryId(visit.search.stageId) !== null) return null;
  if (isStageWithoutChannelRedirect(visit.search.stage)) return null;
  const memory = readSiteRouteMemory(storage, visit.siteId);
  if (memory === null) return null;
  const rest = withoutKeys(visit.search, ['mode', 'stage', 'stageId', 'classificationId']);
  return {
    to: visit.to,
    params: { siteId: memory.siteId },
    search: {
      ...rest,
      mode: 'preview',
      stage: 'channel',
      stageId: memory.channelId,
      classificationId: memory.classificationId ?? undefined,
    },
    replace: true,
  };
}
