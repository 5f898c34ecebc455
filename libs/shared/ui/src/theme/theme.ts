import { createTheme, mergeThemeOverrides, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '../brand/brand';
import { palettes } from '../brand/palettes';

/** What every product shares; a brand only adds its colours (Mantine vite-template: one theme per brand from a base). */
export const baseTheme: MantineThemeOverride = createTheme({
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Shade 7 keeps white button text above 4.5:1 (axe colour contrast, DESIGN.md §7).
  primaryShade: { light: 7, dark: 8 },
  cursorType: 'pointer',
  colors: { rct: palettes.rct, src: palettes.src, trc: palettes.trc },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/** The theme of one product: the base with `brand` as its primary colour. */
export function createBrandTheme(brand: Brand): MantineThemeOverride {
  return mergeThemeOverrides(
    baseTheme,
    createTheme({ primaryColor: 'brand', colors: { brand: brand.colors }, other: { brand: brand.code } }),
  );
}

/**
 * Pass to MantineProvider's `cssVariablesResolver`: Mantine's light-scheme error and dimmed
 * text (red-6, gray-6) fall below 4.5:1 on white, and the dark scheme's dimmed text (dark-2)
 * below 4.5:1 on dark-7; axe reports both as serious (DESIGN.md §7).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)', '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
