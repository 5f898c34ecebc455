import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True on a phone-wide screen (below the theme's `sm`): tables become cards there, so nothing
 * needs sideways scrolling. `screen` keeps the table on paper, whatever the device.
 */
export function useNarrowScreen(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`screen and (max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, { getInitialValueInEffect: false });
}
