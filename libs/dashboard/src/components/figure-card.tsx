// One figure of the dashboard: a titled card, the link to its list, the chart as a picture and
// the same numbers as a table a screen reader reads (the chart itself is hidden from it).
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense, useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';

const charts = () => import('./charts');
export const CountBarChart = lazy(() => charts().then((m) => ({ default: m.CountBarChart })));
export const DailyAreaChart = lazy(() => charts().then((m) => ({ default: m.DailyAreaChart })));
export const ShareDonutChart = lazy(() => charts().then((m) => ({ default: m.ShareDonutChart })));

export interface FigureCardProps {
  title: string;
  /** A sentence under the title: the period, what is counted. */
  description?: string;
  /** The figure's list, and its link text ('Tüm demo talepleri'). */
  link?: { to: string; label: string };
  children: ReactNode;
}

export function FigureCard({ title, description, link, children }: FigureCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Title order={2} fz="h4" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text fz="sm" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {link && (
            <Anchor component={Link} to={link.to} fz="sm" style={{ whiteSpace: 'nowrap' }}>
              <Group gap={4} wrap="nowrap">
                {link.label}
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A chart as a picture: hidden from screen readers (the table beside it says the same), a
 * skeleton while its code loads. `inert` as well: Recharts makes its surface focusable, and a
 * focusable element under aria-hidden is a keyboard trap for screen-reader users.
 */
export function ChartArea({ h = 240, children }: { h?: number; children: ReactNode }) {
  return (
    <div aria-hidden="true" inert>
      <Suspense fallback={<Skeleton h={h} radius="md" />}>{children}</Suspense>
    </div>
  );
}

export interface FigureRow {
  key: string;
  label: string;
  value: string;
}

/** Out of sight, not out of the accessibility tree (Mantine's VisuallyHidden is a span: no table inside). */
export const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

/** The chart's numbers as a table only a screen reader reads. */
export function ScreenReaderTable({ caption, headers, rows }: { caption: string; headers: [string, string]; rows: FigureRow[] }) {
  return (
    <div style={visuallyHidden}>
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{headers[0]}</Table.Th>
            <Table.Th scope="col">{headers[1]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** What a figure says when it has nothing to show. */
export function EmptyFigure({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed" py="lg" ta="center">
      {children}
    </Text>
  );
}
