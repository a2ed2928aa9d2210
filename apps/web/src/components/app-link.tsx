import { useMergedRef } from '@mantine/hooks';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Preloads the route of `href` once the anchor becomes visible, like the router's own links with
 * `defaultPreload: 'viewport'` (spec §2.3). The router's preloadRoute skips it on 2g connections
 * or with data saver on (app/router.tsx).
 */
function usePreloadWhenVisible(href: string, isInApp: boolean) {
  const router = useRouter();
  const anchor = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (!isInApp || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // Like navigate, preloadRoute takes an href at run time; its types only name `to`.
      const options = { href } as unknown as Parameters<typeof router.preloadRoute>[0];
      // A failed preload is only a missed head start: the navigation loads the route again.
      router.preloadRoute(options).catch(() => {});
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [router, href, isInApp]);
  return anchor;
}

/**
 * An anchor to an in-app path built at run time (menu templates), navigated by the router and
 * preloaded when visible. Typed routes use the router's `Link`; this is for paths the route tree
 * does not know statically.
 */
export function AppLink({ href, onClick, target, ref, ...props }: AppLinkProps) {
  const router = useRouter();
  const opensHere = !target || target === '_self';
  const anchor = useMergedRef(ref, usePreloadWhenVisible(href, opensHere));

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    if (!opensHere) return;
    event.preventDefault();
    void router.navigate({ href });
  }

  return <a ref={anchor} href={href} target={target} onClick={handleClick} {...props} />;
}
