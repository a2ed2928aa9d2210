import { DEFAULT_THEME, colorsTuple, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, readableLightColor, theme } from './index';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2b8a3e', '#2b8a3e')).toBe(1);
  });
});

describe('readableLightColor', () => {
  it('keeps shade 9 where it already reads on the tint and its hover', () => {
    expect(readableLightColor(DEFAULT_THEME.colors.gray)).toBe(DEFAULT_THEME.colors.gray[9]);
  });

  it.each(Object.keys(DEFAULT_THEME.colors))(
    'gives %s text at least 4.5:1 on shades 1 and 2',
    (name) => {
      const shades = DEFAULT_THEME.colors[name]!;
      const color = readableLightColor(shades);
      expect(contrastRatio(color, shades[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, shades[2])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('darkens green and yellow, whose shade 9 is too light on their tint', () => {
    for (const name of ['green', 'yellow']) {
      const shades = DEFAULT_THEME.colors[name]!;
      expect(contrastRatio(shades[9], shades[1])).toBeLessThan(4.5);
      expect(readableLightColor(shades)).not.toBe(shades[9]);
    }
  });

  it('falls back to black when no darkening of shade 9 reads', () => {
    expect(readableLightColor(colorsTuple('#000000'))).toBe('#000000');
  });
});

describe('cssVariablesResolver', () => {
  const resolved = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));

  it('sets a readable light-variant text colour for every theme colour', () => {
    expect(resolved.light['--mantine-color-green-light-color']).toBe(
      readableLightColor(DEFAULT_THEME.colors.green),
    );
    for (const name of Object.keys(DEFAULT_THEME.colors)) {
      expect(resolved.light).toHaveProperty(`--mantine-color-${name}-light-color`);
    }
  });

  it('draws links in shade 9 of the primary colour', () => {
    expect(resolved.light['--mantine-color-anchor']).toBe('var(--mantine-color-blue-9)');
  });
});
