import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * An anchor to an in-app path built at run time (menu templates), navigated by the router. Typed
 * routes use the router's `Link`; this is for paths the route tree does not know statically.
 */
export function AppLink({ href, onClick, target, ref, ...props }: AppLinkProps) {
  const router = useRouter();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    void router.navigate({ href });
  }

  return <a ref={ref} href={href} target={target} onClick={handleClick} {...props} />;
}
