/**
 * The look of Feedline, shared by the shell (apps/web) and the embedded screens (apps/platform) so
 * that a frame reads as part of the page around it.
 */
import {
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * The layout's two breakpoints (spec §9), in CSS pixels: from `tablet` the shell shows its rail and
 * menu beside the page (below it they open from the burger, and hints are hidden); from `desktop`
 * the level menu starts expanded.
 */
export const BREAKPOINTS = { tablet: 768, desktop: 1280 } as const;

const em = (px: number) => `${px / 16}em`;

/** The system's own interface font, wherever it has one. */
const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  // Mantine's `sm` and `lg` are the two breakpoints; the others keep Mantine's defaults.
  breakpoints: {
    xs: '36em',
    sm: em(BREAKPOINTS.tablet),
    md: '62em',
    lg: em(BREAKPOINTS.desktop),
    xl: '88em',
  },
  primaryColor: 'blue',
  // Shade 8 keeps links and filled buttons above the 4.5:1 contrast ratio on white.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  // A compact type scale (docs/adr/0037): headings in the text's family, and two weights, regular
  // and semibold ("bold" included). Each family, size and weight a screen uses is a font the
  // browser looks up once per page process before its first paint.
  fontWeights: { regular: '400', medium: '600', bold: '600' },
  headings: { fontFamily: FONT_FAMILY, fontWeight: '600' },
});

/** WCAG AA for normal text; badges and alert titles are small, so the large-text 3:1 never applies. */
const MIN_CONTRAST = 4.5;
/** Darken in twentieths: fine enough to stay close to the hue, few enough to end quickly. */
const DARKEN_STEPS = 20;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The text colour of the `light` variant (badges, alerts, light buttons): Mantine uses shade 9 on
 * shade 1, which is below 4.5:1 for green, yellow, orange and others. Darken shade 9 just enough to
 * read on the tint and on its hover tint (shade 2), so each colour keeps as much of its hue as it can.
 */
export function readableLightColor(shades: MantineColorsTuple): string {
  const reads = (color: string) =>
    contrastRatio(color, shades[1]) >= MIN_CONTRAST &&
    contrastRatio(color, shades[2]) >= MIN_CONTRAST;
  for (let step = 0; step < DARKEN_STEPS; step += 1) {
    const color = step === 0 ? shades[9] : darken(shades[9], step / DARKEN_STEPS);
    if (reads(color)) return color;
  }
  return '#000000';
}

export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    // Mantine's default dimmed grey is below 4.5:1 on white; use the next darker shade.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Links also sit on light alerts (shade 1 of the primary colour), where shade 8 reads at 4.1:1.
    '--mantine-color-anchor': `var(--mantine-color-${resolvedTheme.primaryColor}-9)`,
    ...Object.fromEntries(
      Object.entries(resolvedTheme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        readableLightColor(shades),
      ]),
    ),
  },
  dark: {},
});
