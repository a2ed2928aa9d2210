import { createTheme } from '@mantine/core';

/** The shell's look (apps/web/src/app/theme.ts), so a frame reads as part of the page around it. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps links and filled buttons above the 4.5:1 contrast ratio on white.
  primaryShade: { light: 8, dark: 6 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});
