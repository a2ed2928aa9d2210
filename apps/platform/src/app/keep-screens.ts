import type { QueryClient } from '@tanstack/react-query';
import { STANDBY_PATH } from '@feedline/frame-bridge/messages';
import {
  createScreenKeeper,
  releaseKeptScreen,
  tokenSubject,
  type KeepOptions,
} from '@feedline/kept-screen/keep';
import type { ShellBridge } from '../bridge/shell-bridge';

/** Where the screens keep their last render (the platform's origin has a storage of its own). */
export const KEPT_SCREENS_KEY = 'feedline.kept-screens';
/** A screen whose data changed is kept again once its data has been quiet this long. */
export const KEEP_AFTER_CHANGE_MS = 1_000;

/**
 * Each screen is kept once it has content and has settled, and again when its data changes, for
 * the user of the session the shell gave it; the page's first script shows it in a frame the
 * shell's first script loads for that user (docs/adr/0029). What that script showed goes once the
 * screen has content of its own.
 */
export function keepScreens(bridge: ShellBridge, queryClient: QueryClient, root: Element): void {
  const keeper = createScreenKeeper({
    keeper: (): KeepOptions => ({
      key: KEPT_SCREENS_KEY,
      user: tokenSubject(bridge.session()?.accessToken),
    }),
    root,
    isBusy: () => queryClient.isFetching() > 0,
    isKeepable: () => window.location.pathname !== STANDBY_PATH,
  });
  bridge.onContent(() => {
    releaseKeptScreen();
    keeper.shown([window.location.pathname + window.location.search]);
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      keeper.changed(KEEP_AFTER_CHANGE_MS);
    }
  });
}
