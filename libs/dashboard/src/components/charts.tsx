// The dashboard's charts (@mantine/charts, recharts underneath): loaded with the first chart
// (chart-figure.tsx), so neither the first page nor the dashboard's own code carries them. Each
// chart is a picture only; its figure holds the same numbers as a table for a screen reader.
import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';
import { numberText } from '@portal/shared/util';

export interface ChartDatum {
  label: string;
  count: number;
  color?: MantineColor;
}

const SERIES_NAME = 'count';

/** Bars of counts; `horizontal` lays them along the x axis (long labels: provinces). */
export function CountBarChart({ data, color, seriesLabel, horizontal = false, h = 240 }: { data: ChartDatum[]; color: MantineColor; seriesLabel: string; horizontal?: boolean; h?: number }) {
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="label"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={[{ name: SERIES_NAME, label: seriesLabel, color }]}
      valueFormatter={numberText}
      tickLine="none"
      gridAxis={horizontal ? 'x' : 'y'}
      yAxisProps={horizontal ? { width: 120, interval: 0 } : { allowDecimals: false }}
      xAxisProps={horizontal ? { allowDecimals: false } : { interval: 'preserveStartEnd' }}
      maxBarWidth={32}
    />
  );
}

/** A count per day as an area, the days along the x axis. */
export function DailyAreaChart({ data, color, seriesLabel, h = 240 }: { data: ChartDatum[]; color: MantineColor; seriesLabel: string; h?: number }) {
  return (
    <AreaChart
      h={h}
      data={data}
      dataKey="label"
      series={[{ name: SERIES_NAME, label: seriesLabel, color }]}
      curveType="monotone"
      valueFormatter={numberText}
      tickLine="none"
      gridAxis="y"
      withDots={false}
      yAxisProps={{ allowDecimals: false }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
    />
  );
}

/** Shares of a whole (members by status), the total in the middle. */
export function ShareDonutChart({ data, total }: { data: ChartDatum[]; total: number }) {
  return (
    <DonutChart
      size={180}
      thickness={26}
      data={data.filter((d) => d.count > 0).map((d) => ({ name: d.label, value: d.count, color: d.color ?? 'gray.6' }))}
      chartLabel={numberText(total)}
      valueFormatter={numberText}
      tooltipDataSource="segment"
    />
  );
}
