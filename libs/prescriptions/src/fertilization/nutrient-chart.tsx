import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { NutrientTotalsDto } from '@portal/contracts';
import { figureText } from '../components/prescription-text';

/**
 * N, P₂O₅ and K₂O per stage, stacked (kg/da): the balance at a glance. The table beside it
 * holds the same numbers, so the chart is one image with a summary for a screen reader.
 */
export function NutrientChart({ totals }: { totals: NutrientTotalsDto }) {
  const data = totals.stages.map((s) => ({ stage: s.label, N: s.perDecare.nitrogen, 'P₂O₅': s.perDecare.phosphorusPentoxide, 'K₂O': s.perDecare.potassiumOxide }));
  const summary = `Dönemlere göre N, P₂O₅ ve K₂O (kg/da): ${data.map((d) => `${d.stage}: ${figureText(d.N)}-${figureText(d['P₂O₅'])}-${figureText(d['K₂O'])}`).join('; ')}`;
  return (
    <div role="img" aria-label={summary}>
      <BarChart
        h={220}
        data={data}
        dataKey="stage"
        type="stacked"
        unit=" kg"
        valueFormatter={(v) => figureText(v)}
        withLegend
        series={[
          { name: 'N', color: 'teal.6' },
          { name: 'P₂O₅', color: 'orange.6' },
          { name: 'K₂O', color: 'violet.6' },
        ]}
      />
    </div>
  );
}
