import { isApiRequestError } from '@feedline/api-client';
import type { TFunction } from 'i18next';

/** The API's keys that get a message of their own; any other error shows the API's message. */
const KNOWN_KEYS = [
  'import-running',
  'export-running',
  'run-finished',
  'file-too-large',
  'file-empty',
  'file-not-found',
  'format-unknown',
] as const;
type KnownKey = (typeof KNOWN_KEYS)[number];

const isKnownKey = (key: string | undefined): key is KnownKey =>
  (KNOWN_KEYS as readonly (string | undefined)[]).includes(key);

/** What to tell the user about a failed feed request, in their language where we know the case. */
export function feedErrorText(error: unknown, t: TFunction<'legacy'>): string {
  if (isApiRequestError(error)) {
    if (isKnownKey(error.key)) return t(`feeds.errors.${error.key}`);
    if (error.status === 403) return t('feeds.errors.forbidden');
    return error.body?.message ?? t('feeds.errors.generic');
  }
  if (error instanceof Error && error.message) return error.message;
  return t('feeds.errors.generic');
}
