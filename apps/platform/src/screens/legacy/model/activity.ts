import type { ActivityEvent } from '@feedline/contracts';

export const ACTIVITY_PAGE_SIZE = 10;

/**
 * The API lists activity per organisation. Projects and sites show the events of their sites among
 * the organisation's latest ones (this many), paged here.
 */
export const ACTIVITY_WINDOW = 100;

export function eventsOfSites(
  events: readonly ActivityEvent[],
  siteIds: ReadonlySet<number>,
): ActivityEvent[] {
  return events.filter((event) => event.siteId !== null && siteIds.has(event.siteId));
}

/** Events that concern one user of the organisation (invited, changed …). */
export function eventsAboutUser(events: readonly ActivityEvent[], userId: number): ActivityEvent[] {
  return events.filter((event) => event.targetType === 'user' && event.targetId === String(userId));
}

export interface LocalPage<T> {
  rows: T[];
  page: number;
  totalPages: number;
}

/** One page of a list held in full; a page past the end shows the last one. */
export function pageOf<T>(list: readonly T[], page: number, size: number): LocalPage<T> {
  const totalPages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  return { rows: list.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** Actions the pages name in words; any other is shown as the code it is. */
export const KNOWN_ACTIONS = {
  'user.signed-in': 'user-signed-in',
  'user.invited': 'user-invited',
  'channel.created': 'channel-created',
  'data-flow.changed': 'data-flow-changed',
  'data-flow.copied': 'data-flow-copied',
  'import.finished': 'import-finished',
  'designer-template.saved': 'designer-template-saved',
  'account.updated': 'account-updated',
  'sso.updated': 'sso-updated',
} as const;
export type KnownActionKey = (typeof KNOWN_ACTIONS)[keyof typeof KNOWN_ACTIONS];

export const knownActionKey = (action: string): KnownActionKey | null =>
  Object.hasOwn(KNOWN_ACTIONS, action) ? KNOWN_ACTIONS[action as keyof typeof KNOWN_ACTIONS] : null;
