import type { LicenceSubstance } from '@portal/contracts';
import { numberText } from '@portal/shared/util';

/** 'Abamectin 18 g/L + Bakır hidroksit 300 g/L' (up to four decimals, as registered). */
export const substancesText = (list: readonly LicenceSubstance[]) =>
  list.length ? list.map((s) => `${s.name} ${numberText(s.concentration, 4)} ${s.unitSymbol}`).join(' + ') : '—';
