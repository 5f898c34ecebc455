// The checks before a fertilization plan is saved or sent, in Turkish, as the
// prescription's: a passive product blocks (error); a dose outside the label's range where
// the product record has one, a dose that cannot be compared with it, and a method the
// product's form does not suit need the writer's acknowledgement (warning); a row left out
// of the nutrient totals is said (info).
import { exceeds, fallsShort, formatNumber, type Finding } from '@portal/domain/prescription';
import { convertDose } from '@portal/domain/prescription';
import { productPerDecare } from './nutrients';
import type { NutritionProductInfo, PlanRow } from './types';

function label(index: number, product: NutritionProductInfo | undefined): string {
  return `${index + 1}. satır${product ? `, ${product.name}` : ''}`;
}

function doseFindings(row: PlanRow, index: number, product: NutritionProductInfo): Finding[] {
  const unit = product.doseUnit;
  if (!unit || (product.doseMin === null && product.doseMax === null)) return [];
  const params = { row: index + 1, product: product.name, dose: row.dose, doseUnit: row.doseUnit.symbol, labelUnit: unit.symbol };
  const converted = convertDose(row.dose, row.doseUnit, unit, row.waterVolume);
  if (converted === null) {
    const message =
      row.doseUnit.kind !== unit.kind && (row.doseUnit.kind === 'dose-water' || unit.kind === 'dose-water') && !(row.waterVolume && row.waterVolume > 0)
        ? `Doz ${formatNumber(row.dose)} ${row.doseUnit.symbol}, etiket dozu ${unit.symbol} biriminde; karşılaştırmak için su miktarını (L/da) girin (${label(index, product)}).`
        : `Doz birimi ${row.doseUnit.symbol} etiketteki ${unit.symbol} ile karşılaştırılamıyor (${label(index, product)}).`;
    return [{ code: 'NUTRITION_DOSE_NOT_COMPARABLE', severity: 'warning', message, lineKey: row.key, params }];
  }
  const written = converted === row.dose && row.doseUnit.id === unit.id ? `${formatNumber(row.dose)} ${unit.symbol}` : `${formatNumber(row.dose)} ${row.doseUnit.symbol} (${formatNumber(converted)} ${unit.symbol})`;
  const range = `${product.doseMin !== null ? formatNumber(product.doseMin) : '…'}–${product.doseMax !== null ? formatNumber(product.doseMax) : '…'} ${unit.symbol}`;
  if (product.doseMax !== null && exceeds(converted, product.doseMax)) {
    return [{ code: 'NUTRITION_DOSE_ABOVE_LABEL', severity: 'warning', message: `Doz ${written}, etiketteki aralığın (${range}) üstünde (${label(index, product)}).`, lineKey: row.key, params: { ...params, converted, doseMax: product.doseMax } }];
  }
  if (product.doseMin !== null && fallsShort(converted, product.doseMin)) {
    return [{ code: 'NUTRITION_DOSE_BELOW_LABEL', severity: 'warning', message: `Doz ${written}, etiketteki aralığın (${range}) altında (${label(index, product)}).`, lineKey: row.key, params: { ...params, converted, doseMin: product.doseMin } }];
  }
  return [];
}

export function runFertilizationChecks(rows: readonly PlanRow[], products: ReadonlyMap<number, NutritionProductInfo>): Finding[] {
  const findings: Finding[] = [];
  rows.forEach((row, index) => {
    const product = products.get(row.plantNutritionProductId);
    if (!product) {
      findings.push({ code: 'NUTRITION_PRODUCT_UNKNOWN', severity: 'error', message: `Bitki besleme ürünü bulunamadı (${label(index, product)}).`, lineKey: row.key, params: { row: index + 1 } });
      return;
    }
    if (!product.active) {
      findings.push({
        code: 'NUTRITION_PRODUCT_PASSIVE',
        severity: 'error',
        message: `${product.name} pasif durumda; planda kullanılamaz, başka bir ürün seçin (${label(index, product)}).`,
        lineKey: row.key,
        params: { row: index + 1, product: product.name },
      });
    }
    findings.push(...doseFindings(row, index, product));
    if (row.method === 'foliar' && product.form === 'granule') {
      findings.push({
        code: 'NUTRITION_METHOD_FORM',
        severity: 'warning',
        message: `${product.name} granül formda; yapraktan uygulamaya uygun değildir (${label(index, product)}).`,
        lineKey: row.key,
        params: { row: index + 1, product: product.name },
      });
    }
    const amount = productPerDecare(row);
    if ('reason' in amount) {
      const why = amount.reason === 'water-volume-missing' ? '100 litre suya verilen doz için su miktarı (L/da) girilmedi' : `${row.doseUnit.symbol} dekara çevrilemiyor`;
      findings.push({ code: 'NUTRIENTS_NOT_COMPUTED', severity: 'info', message: `Besin toplamlarına katılmadı: ${why} (${label(index, product)}).`, lineKey: row.key, params: { row: index + 1, reason: amount.reason } });
    }
  });
  return findings;
}
