import { discardEarlyFrame } from '../features/embedded-frame/components/early-frame';
import { afterFirstRender } from '../lib/first-render';
import { createScreenKeeper, releaseKeptScreen } from '../lib/kept-screen';
import { isSignedInRoute } from '../routes/navigation-intent';
import type { createQueryClient } from './query-client';
import type { createAppRouter } from './router';

/** A page whose data changed is kept again once its data has been quiet this long. */
export const KEEP_AFTER_CHANGE_MS = 1_000;

/**
 * Each signed-in page the user opens is kept as it settles, and again when its data changes (a
 * closed announcement is not shown again), for the page's first script to show the next time its
 * address is opened (docs/adr/0029). What that script showed for this opening (the kept screen,
 * its embedded screen's frame if the page did not take it) goes once the app has rendered the
 * page itself.
 */
export function keepScreens(
  router: ReturnType<typeof createAppRouter>,
  queryClient: ReturnType<typeof createQueryClient>,
  root: Element,
): void {
  const current = () => window.location.pathname + window.location.search;
  const opened = current();
  let isFirst = true;
  const keeper = createScreenKeeper({
    root,
    // An embedded screen still loading would be kept under its loading overlay.
    isBusy: () =>
      queryClient.isFetching() > 0 ||
      router.state.status !== 'idle' ||
      root.querySelector('iframe[data-status="loading"]') !== null,
    // Not the sign-in's callback (its address holds a code), an error, or a page left meanwhile.
    isKeepable: () =>
      isSignedInRoute(router.state.matches) &&
      router.state.matches.every((match) => match.status === 'success') &&
      router.state.resolvedLocation?.href === router.latestLocation.href,
  });
  router.subscribe('onResolved', () => {
    const paths = isFirst ? [opened, current()] : [current()];
    isFirst = false;
    afterFirstRender(() => {
      releaseKeptScreen();
      discardEarlyFrame();
      // A first screen the address led elsewhere (`/` to the organisation's overview): both show it.
      keeper.shown(paths);
    });
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      keeper.changed(KEEP_AFTER_CHANGE_MS);
    }
  });
}
