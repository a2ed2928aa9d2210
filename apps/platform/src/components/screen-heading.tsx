import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The screen's own heading, for its document's outline: the shell above the frame already shows
 * the page's heading and breadcrumb, so it is not shown a second time (one page, one heading).
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  return <VisuallyHidden component="h1">{children}</VisuallyHidden>;
}
