import { Box, Group, Text } from '@mantine/core';
import type { ArtTone, Brand } from '../brand/brand';
import { useBrand } from '../brand/brand-context';

export interface BrandLogoProps {
  /** `light` for light backgrounds, `dark` for dark or brand-coloured ones (spec §2 Layout). */
  variant?: ArtTone;
  /** Defaults to the brand of the nearest BrandProvider. */
  brand?: Brand;
  /** Height of the mark in px; the text scales with it. */
  size?: number;
}

/** The mark and the product's name as real text, so a person sees at a glance which product this is. */
export function BrandLogo({ variant = 'light', brand, size = 40 }: BrandLogoProps) {
  const fromContext = useBrand();
  const b = brand ?? fromContext;
  const Mark = b.logo[variant];
  const dark = variant === 'dark';
  return (
    <Group gap={Math.round(size / 4)} wrap="nowrap" data-brand-logo={b.code}>
      <Mark width={size} height={size} />
      <Box lh={1.05}>
        <Text component="span" display="block" fw={800} fz={size * 0.5} lh={1.05} c={dark ? '#ffffff' : b.colors[7]} style={{ letterSpacing: '0.04em' }}>
          {b.shortName}
        </Text>
        <Text component="span" display="block" fw={500} fz={size * 0.34} lh={1.15} c={dark ? 'rgba(255,255,255,0.9)' : '#33413b'}>
          {b.productName}
        </Text>
      </Box>
    </Group>
  );
}
