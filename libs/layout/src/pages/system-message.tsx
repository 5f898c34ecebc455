import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { BrandMascot } from '@portal/shared/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './system-message.module.css';

export interface SystemMessageProps {
  /** Small line above the title, e.g. `Çok yakında`. */
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** Where 'Ana sayfaya dön' leads; no button without it. */
  homePath?: string;
  /** Heading level: 1 on a page of its own, 2 under another heading. */
  order?: 1 | 2;
  /** An icon instead of the mascot (where the mascot is already on screen, e.g. in the AuthShell's brand panel). */
  icon?: ReactNode;
}

/** The branded body of the system pages (coming soon, under construction, errors): the mascot, a title, a line and a way home. */
export function SystemMessage({ eyebrow, title, children, homePath, order = 1, icon }: SystemMessageProps) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" className={classes.root}>
      {icon ? (
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      ) : (
        <BrandMascot size={132} className={classes.mascot} />
      )}
      {eyebrow && (
        <Text fz="sm" fw={700} tt="uppercase" c="brand" className={classes.eyebrow}>
          {eyebrow}
        </Text>
      )}
      <Title order={order} fz="h2">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" maw={460}>
          {children}
        </Text>
      )}
      {homePath && (
        <Button component={Link} to={homePath} leftSection={<IconArrowLeft size={18} aria-hidden />} mt="xs">
          Ana sayfaya dön
        </Button>
      )}
    </Stack>
  );
}
