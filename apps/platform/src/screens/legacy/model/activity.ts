import { apiPaths, pathOf } from '@feedline/api-client';
import type { ActivityFilter } from '@feedline/contracts';

export const ACTIVITY_PAGE_SIZE = 10;

const FILTER_NAMES = ['siteId', 'projectId', 'userId'] as const;

/**
 * The API address of one page of an organisation's activity; the server applies the filters
 * (site, the sites of a project, done by a user) and pages what is left.
 */
export function activityPath(
  accountId: number,
  page: number,
  amount: number,
  filter: ActivityFilter = {},
): string {
  const query = new URLSearchParams({ page: String(page), amount: String(amount) });
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value !== undefined) query.set(name, String(value));
  }
  return `${pathOf(apiPaths.accountActivity, { accountId })}?${query.toString()}`;
}

/** Actions the pages name in words; any other is shown as the code it is. */
export const KNOWN_ACTIONS = {
  'user.signed-in': 'user-signed-in',
  'user.invited': 'user-invited',
  'user.joined': 'user-joined',
  'user.invitation-revoked': 'user-invitation-revoked',
  'channel.created': 'channel-created',
  'data-flow.changed': 'data-flow-changed',
  'data-flow.copied': 'data-flow-copied',
  'import.finished': 'import-finished',
  'designer-template.saved': 'designer-template-saved',
  'account.updated': 'account-updated',
  'sso.updated': 'sso-updated',
  'sso.authentication-added': 'sso-authentication-added',
  'sso.authentication-updated': 'sso-authentication-updated',
  'sso.status-changed': 'sso-status-changed',
  'sso.login-succeeded': 'sso-login-succeeded',
  'sso.login-failed': 'sso-login-failed',
  'sso.password-login-refused': 'sso-password-login-refused',
  'data-source.created': 'data-source-created',
  'data-source.changed': 'data-source-changed',
  'data-source.deleted': 'data-source-deleted',
  'schedule.updated': 'schedule-updated',
  'feed.format-changed': 'feed-format-changed',
  'feed.token-rotated': 'feed-token-rotated',
  'export.requested': 'export-requested',
} as const;
export type KnownActionKey = (typeof KNOWN_ACTIONS)[keyof typeof KNOWN_ACTIONS];

export const knownActionKey = (action: string): KnownActionKey | null =>
  Object.hasOwn(KNOWN_ACTIONS, action) ? KNOWN_ACTIONS[action as keyof typeof KNOWN_ACTIONS] : null;
