/**
 * The look of Feedline, shared by the shell (apps/web) and the embedded screens (apps/platform) so
 * that a frame reads as part of the page around it.
 */
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps links and filled buttons above the 4.5:1 contrast ratio on white.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/** Mantine's default dimmed grey is below 4.5:1 on white; use the next darker shade. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
