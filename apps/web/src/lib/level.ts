/** Where in the account → project → site → channel hierarchy a route is (spec §2.1). */
export type Level = 'top' | 'account' | 'project' | 'site' | 'channel';

export interface LevelIds {
  accountId?: number | undefined;
  projectId?: number | undefined;
  siteId?: number | undefined;
  channelId?: number | undefined;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Channel params on these pages belong to the page, not to a channel level. */
function isChannelExempt(pathname: string): boolean {
  return pathname.startsWith('/feedbacks') || pathname.includes('finance-strategy');
}

/** Derives the level from the route params, in the spec's order; re-run on every navigation. */
export function deriveLevel(params: Readonly<Record<string, unknown>>, pathname: string): Level {
  if (isPresent(params.channelId) && !isChannelExempt(pathname)) return 'channel';
  if (isPresent(params.siteId)) return 'site';
  if (isPresent(params.projectId)) return 'project';
  if (isPresent(params.accountId)) return 'account';
  return 'top';
}

function toId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The numeric hierarchy ids among the route params (invalid values are dropped). */
export function extractLevelIds(params: Readonly<Record<string, unknown>>): LevelIds {
  return {
    accountId: toId(params.accountId),
    projectId: toId(params.projectId),
    siteId: toId(params.siteId),
    channelId: toId(params.channelId),
  };
}
