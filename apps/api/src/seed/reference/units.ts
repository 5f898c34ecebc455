// SAMPLE reference data (Örnek veri): units of measure used on Turkish labels.
import type { UnitKind } from '../../platform/db';

export interface SampleUnit {
  name: string;
  symbol: string;
  kind: UnitKind;
  amountUnit: string;
  perQuantity: number | null;
  perUnit: string | null;
}

const u = (name: string, symbol: string, kind: UnitKind, amountUnit: string, perQuantity: number | null = null, perUnit: string | null = null): SampleUnit => ({
  name,
  symbol,
  kind,
  amountUnit,
  perQuantity,
  perUnit,
});

export const SAMPLE_UNITS: readonly SampleUnit[] = [
  u('Mililitre/dekar', 'ml/da', 'dose-area', 'ml', 1, 'da'),
  u('Gram/dekar', 'g/da', 'dose-area', 'g', 1, 'da'),
  u('Litre/dekar', 'L/da', 'dose-area', 'l', 1, 'da'),
  u('Kilogram/dekar', 'kg/da', 'dose-area', 'kg', 1, 'da'),
  u('Litre/hektar', 'L/ha', 'dose-area', 'l', 1, 'ha'),
  u('Kilogram/hektar', 'kg/ha', 'dose-area', 'kg', 1, 'ha'),
  u('Mililitre/100 litre su', 'ml/100 L su', 'dose-water', 'ml', 100, 'L'),
  u('Gram/100 litre su', 'g/100 L su', 'dose-water', 'g', 100, 'L'),
  u('Mililitre/100 kg tohum', 'ml/100 kg tohum', 'dose-seed', 'ml', 100, 'kg'),
  u('Gram/100 kg tohum', 'g/100 kg tohum', 'dose-seed', 'g', 100, 'kg'),
  u('Gram/ağaç', 'g/ağaç', 'dose-plant', 'g', 1, 'ağaç'),
  u('Gram/litre', 'g/L', 'concentration', 'g', 1, 'L'),
  u('Gram/kilogram', 'g/kg', 'concentration', 'g', 1, 'kg'),
  u('Yüzde (ağırlık)', '%', 'concentration', '%'),
  u('Mililitre', 'ml', 'quantity', 'ml'),
  u('Litre', 'L', 'quantity', 'l'),
  u('Gram', 'g', 'quantity', 'g'),
  u('Kilogram', 'kg', 'quantity', 'kg'),
];
