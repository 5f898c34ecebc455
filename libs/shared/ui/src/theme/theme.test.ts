import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brands } from '../brand/brands';
import { createBrandTheme, cssVariablesResolver } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('createBrandTheme', () => {
  it.each(Object.values(brands))('makes the $shortName palette the primary colour of a valid Mantine theme', (brand) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createBrandTheme(brand)); // throws on an invalid theme
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors.brand).toEqual(brand.colors);
    expect(theme.other.brand).toBe(brand.code);
    expect(theme.defaultRadius).toBe('md');
  });

  it.each(Object.values(brands))('keeps white text on $shortName filled buttons readable (DESIGN.md §7, WCAG AA)', (brand) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createBrandTheme(brand));
    const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
    expect(contrastWithWhite(brand.colors[shade] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps every product colour available by code, e.g. for the landing page', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createBrandTheme(brands.src));
    expect(theme.colors.rct).toEqual(brands.rct.colors);
    expect(theme.colors.trc).toEqual(brands.trc.colors);
  });
});

describe('cssVariablesResolver', () => {
  it('darkens error and dimmed text in the light scheme (DESIGN.md §7: no serious axe violation)', () => {
    const vars = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, createBrandTheme(brands.rct)));
    expect(vars.light['--mantine-color-error']).toBe('var(--mantine-color-red-9)');
    expect(contrastWithWhite(DEFAULT_THEME.colors.red[9])).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(DEFAULT_THEME.colors.gray[7])).toBeGreaterThanOrEqual(4.5);
  });
});
