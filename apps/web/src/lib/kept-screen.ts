import {
  createScreenKeeper as createKeeper,
  forgetKeptScreens as forgetKept,
  tokenSubject,
  type KeepOptions,
  type KeepWhenSettledOptions,
  type ScreenKeeper,
} from '@feedline/kept-screen/keep';
import { readAccessToken } from './auth/token-store';
import { STORAGE_NAMESPACE } from './storage';

export {
  DRAWN_LATER_IN_PICTURE,
  KEPT_SCREEN_COVER_ID,
  MAX_KEPT_SCREEN_CHARS,
  MAX_KEPT_SCREENS,
  pictureOf,
  releaseKeptScreen,
  tokenSubject,
} from '@feedline/kept-screen/keep';

/**
 * The shell's kept screens (`@feedline/kept-screen`, docs/adr/0029): the last render of each
 * signed-in page, shown by the page's first script (`app/first-script/kept-screen.ts`) the next
 * time its address is opened, to the user whose session saw it. Signing out forgets them all.
 */
export const KEPT_SCREENS_KEY = `${STORAGE_NAMESPACE}.kept-screens`;

/** Kept for the user of the session's access token. */
export const shellKeeper = (): KeepOptions => ({
  key: KEPT_SCREENS_KEY,
  user: tokenSubject(readAccessToken()),
});

/** Keeps the screens the app shows, for the user of the session (`createScreenKeeper`). */
export function createScreenKeeper(
  options: Omit<KeepWhenSettledOptions, 'keeper' | 'paths' | 'delayMs'>,
): ScreenKeeper {
  return createKeeper({ ...options, keeper: shellKeeper });
}

/** Signing out forgets every kept screen. */
export function forgetKeptScreens(): void {
  forgetKept(KEPT_SCREENS_KEY);
}
