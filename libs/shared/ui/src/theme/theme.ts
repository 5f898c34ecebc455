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
    // A titled notification's text is gray-6 in Mantine (3.3:1 on white); its close button has no name.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Bildirimi kapat' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
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
 * Text of the 'light' variants (badges, alerts, light buttons) in the light scheme: Mantine's
 * shade 6–9 text on the shade-1 tint is under 4.5:1 for yellow (2.7), green (3.8) and others;
 * these are the shade-9 colours darkened until they reach 5:1 on their tint.
 */
const lightVariantText: Record<string, string> = Object.fromEntries(
  Object.entries({
    red: '#b52626',
    pink: '#a61e4d',
    grape: '#862e9c',
    violet: '#5f3dc4',
    indigo: '#364fc7',
    blue: '#175fa2',
    cyan: '#0a6c7e',
    teal: '#077352',
    green: '#237032',
    lime: '#47730a',
    yellow: '#a15300',
    orange: '#b13b0c',
  }).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
);

/**
 * Pass to MantineProvider's `cssVariablesResolver`: Mantine's light-scheme error and dimmed
 * text (red-6, gray-6) fall below 4.5:1 on white, and the dark scheme's dimmed text (dark-2)
 * below 4.5:1 on dark-7; axe reports both as serious (DESIGN.md §7).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Red buttons (delete): white on red-7 is 3.8:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    ...lightVariantText,
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
