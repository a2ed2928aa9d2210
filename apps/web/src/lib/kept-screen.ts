import {
  createScreenKeeper as createKeeper,
  forgetKeptScreens as forgetKept,
  keepScreen as keep,
  keepScreenWhenSettled as keepWhenSettled,
  tokenSubject,
  type KeepOptions,
  type KeepWhenSettledOptions,
  type ScreenKeeper,
} from '@feedline/kept-screen/keep';
import { readAccessToken } from './auth/token-store';
import { STORAGE_NAMESPACE } from './storage';

export {
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
const keeper = (): KeepOptions => ({
  key: KEPT_SCREENS_KEY,
  user: tokenSubject(readAccessToken()),
});

/** Keeps what `root` shows now as the screen of `paths` (`pathname + search`). */
export function keepScreen(paths: readonly string[], root: Element, now = Date.now()): void {
  keep(keeper(), paths, root, now);
}

/** Keeps the screen once it has settled and the browser is idle; returns a cancel function. */
export function keepScreenWhenSettled(options: Omit<KeepWhenSettledOptions, 'keeper'>): () => void {
  return keepWhenSettled({ ...options, keeper });
}

/** Keeps the screens the app shows, for the user of the session (`createScreenKeeper`). */
export function createScreenKeeper(
  options: Omit<KeepWhenSettledOptions, 'keeper' | 'paths' | 'delayMs'>,
): ScreenKeeper {
  return createKeeper({ ...options, keeper });
}

/** Signing out forgets every kept screen. */
export function forgetKeptScreens(): void {
  forgetKept(KEPT_SCREENS_KEY);
}
