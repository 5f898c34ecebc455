// A single number with its label; the whole card links to where the number comes from when there is such a page
// (the dashboard's figures, the home panels' counts).
import { Card, Group, Text, ThemeIcon, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './link-card.module.css';

const num = (value: number) => value.toLocaleString('tr-TR');

export interface StatCardProps {
  label: string;
  value: number;
  /** A short line under the number: the period, the part of the whole. */
  hint?: string;
  icon: ReactNode;
  color: MantineColor;
  to?: string;
}

export function StatCard({ label, value, hint, icon, color, to }: StatCardProps) {
  const body = (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <div>
        <Text fz="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {num(value)}
        </Text>
        {hint && (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      <ThemeIcon variant="light" color={color} size={42} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
    </Group>
  );
  return to ? (
    <Card withBorder radius="md" padding="md" component={Link} to={to} className={classes.link}>
      {body}
    </Card>
  ) : (
    <Card withBorder radius="md" padding="md">
      {body}
    </Card>
  );
}
