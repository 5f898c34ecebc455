import type { MantineColorsTuple } from '@mantine/core';

// Shade 7 (the light-scheme primary shade) keeps ≥ 4.5:1 contrast with white text.
export const palettes = {
  rct: ['#eafbf2', '#d1f5e2', '#ace7c7', '#7dd9a8', '#4dcb88', '#34b26f', '#2a925b', '#22774a', '#1d633d', '#174f31'],
  src: ['#edf5fd', '#d6e8fa', '#b1d1f1', '#86b8ea', '#5a9ee2', '#2f85da', '#2270bf', '#1c5ea0', '#184f86', '#13406c'],
  trc: ['#fef4ec', '#fde5d3', '#f6ccac', '#f1b07e', '#ec9451', '#e77823', '#ca6416', '#a55212', '#8a440f', '#6e370c'],
} as const satisfies Record<string, MantineColorsTuple>;

/** Leaf green shared by every artwork, so the three marks read as one family. */
export const leafGreen = { light: '#34b26f', mid: '#2a925b', dark: '#1d633d' } as const;

/** Outline colour of the characters. */
export const ink = '#1f2d27';
