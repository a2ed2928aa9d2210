import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { endFirstRender, startFirstRender } from '../lib/first-render';

/**
 * Renders `children` in a transition the first time the app shows a page (ARCHITECTURE.md §9:
 * the main thread is never blocked long): React then renders the whole first screen in slices of
 * a few milliseconds, between which the browser stays responsive, instead of in one task of a
 * quarter of a second at 4× CPU. Every later mount renders at once.
 */
export function SlicedFirstRender({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(() => !startFirstRender());
  useEffect(() => {
    if (isShown) {
      endFirstRender();
      return;
    }
    startTransition(() => setIsShown(true));
    return endFirstRender;
  }, [isShown]);
  return isShown ? children : null;
}
