import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

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
      const main = document.getElementById(mainId);
      if (!main) return;
      const active = document.activeElement;
      if (active && active !== document.body && main.contains(active)) return;
      const focusHeading = () => {
        const heading = main.querySelector<HTMLElement>('h1');
        if (!heading) return false;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // The router scrolls the new page to its top already; a scroll to the heading would have
        // the browser lay the page out before it paints, and again after.
        heading.focus({ preventScroll: true });
        return true;
      };
      if (focusHeading()) return;
      const observer = new MutationObserver(() => {
        if (focusHeading()) stop?.();
      });
      observer.observe(main, { childList: true, subtree: true });
      const timer = window.setTimeout(() => {
        stop?.();
        main.focus();
      }, HEADING_WAIT_MS);
      stop = () => {
        observer.disconnect();
        window.clearTimeout(timer);
        stop = undefined;
      };
    });
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [router, mainId]);
}
