import type { FrameHost } from '@feedline/frame-bridge/host';
import { afterNextPaint } from '@feedline/frame-bridge/when-idle';
import { useCallback, useEffect } from 'react';

/** The shell's scroll position and viewport as the `layout` message carries them (spec §7). */
function currentLayout() {
  return {
    scrollTop: Math.max(0, Math.round(window.scrollY)),
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  };
}

/**
 * Posts `layout` on every scroll and resize of the shell, at most once per animation frame, so the
 * frame can place its own overlays in the visible part. Returns a function that posts it now, and
 * one that posts it once the page has been painted: the scroll position is read from the page's
 * layout, which a page that has just rendered would otherwise have to compute before its paint,
 * and then once more for it.
 */
export function useFrameLayout(hostRef: { readonly current: FrameHost | null }): {
  postLayout: () => void;
  postLayoutAfterPaint: () => void;
} {
  const postLayout = useCallback(() => {
    hostRef.current?.post({ type: 'layout', ...currentLayout() });
  }, [hostRef]);
  const postLayoutAfterPaint = useCallback(() => {
    afterNextPaint(postLayout);
  }, [postLayout]);

  useEffect(() => {
    let frame: number | null = null;
    const schedule = () => {
      if (frame !== null) return;
      frame = window.requestAnimationFrame(() => {
        frame = null;
        postLayout();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== null) window.cancelAnimationFrame(frame);
    };
  }, [postLayout]);

  return { postLayout, postLayoutAfterPaint };
}
