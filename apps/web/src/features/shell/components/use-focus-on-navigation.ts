import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterNextPaint } from '@feedline/frame-bridge/when-idle';

/** How long a new page may take to show its heading before the focus goes to the content. */
const HEADING_WAIT_MS = 5_000;

/**
 * After a navigation to another page, the focus moves to the new page's main heading (a screen
 * reader reads it), or to the content when the page has none in time — as the browser does on a
 * page load, which a single-page app otherwise never does. Not on the first page, not when only
 * the query changed (a view of the same page), and not when the focus is in the content already
 * (the user is working there).
 */
export function useFocusOnNavigation(mainId: string) {
  const router = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    const unsubscribe = router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
      stop?.();
      if (!fromLocation || fromLocation.pathname === toLocation.pathname) return;
      let timer = 0;
      let observer: MutationObserver | undefined;
      const focusHeading = (main: HTMLElement) => {
        const heading = main.querySelector<HTMLElement>('h1');
        if (!heading) return false;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // The router scrolls the new page to its top already; a scroll to the heading would have
        // the browser lay the page out again.
        heading.focus({ preventScroll: true });
        return true;
      };
      const moveFocus = () => {
        const main = document.getElementById(mainId);
        const active = document.activeElement;
        if (!main || (active && active !== document.body && main.contains(active))) {
          stop?.();
          return;
        }
        if (focusHeading(main)) {
          stop?.();
          return;
        }
        observer = new MutationObserver(() => {
          if (focusHeading(main)) stop?.();
        });
        observer.observe(main, { childList: true, subtree: true });
        timer = window.setTimeout(() => {
          stop?.();
          main.focus();
        }, HEADING_WAIT_MS);
      };
      // Once the new page has been painted: moving the focus makes the browser bring the page's
      // styles up to date on the spot (the focused element's and its ancestors' change), which
      // before that paint would hold the page back by as much (~10–20 ms at full speed, more
      // with an embedded screen just put in place).
      const cancelMove = afterNextPaint(moveFocus);
      stop = () => {
        cancelMove();
        window.clearTimeout(timer);
        observer?.disconnect();
        stop = undefined;
      };
    });
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [router, mainId]);
}
