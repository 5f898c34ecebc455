import { Box, Text, UnstyledButton } from '@mantine/core';
import { canAccessPath, PrescriptionPatterns, routePath } from '@portal/contracts';
import { userAtom } from '@portal/shared/api-client';
import { useBrand } from '@portal/shared/ui';
import { IconFileText, IconPencilPlus, type Icon } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router';
import classes from './mobile-bottom-bar.module.css';

interface BarEntry {
  path: string;
  label: string;
  icon: Icon;
}

/** Spec §2: the bottom bar's two entries. */
export const BottomBarEntries: readonly BarEntry[] = [
  { path: routePath(PrescriptionPatterns.list), label: 'Reçetelerim', icon: IconFileText },
  { path: routePath(PrescriptionPatterns.fast), label: 'Reçete Yaz', icon: IconPencilPlus },
];

/** The entries of the bottom bar for this app and role: only in the default application (RCT), only what the role may open. */
export function useBottomBarEntries(): readonly BarEntry[] {
  const brand = useBrand();
  const user = useAtomValue(userAtom);
  if (brand.code !== 'rct' || !user) return [];
  return BottomBarEntries.filter((entry) => canAccessPath(user.type, entry.path));
}

/** The mobile bottom bar below the md breakpoint (spec §2, §9). */
export function MobileBottomBar() {
  const entries = useBottomBarEntries();
  if (entries.length === 0) return null;
  return (
    <Box component="nav" aria-label="Hızlı erişim" hiddenFrom="md" className={classes.bar}>
      {entries.map(({ path, label, icon: EntryIcon }) => (
        <UnstyledButton key={path} component={NavLink} to={path} className={classes.entry}>
          <EntryIcon size={22} stroke={1.8} aria-hidden />
          <Text component="span" fz="xs" fw={600}>
            {label}
          </Text>
        </UnstyledButton>
      ))}
    </Box>
  );
}
