import { describe, expect, it } from 'vitest';
import { describeReferenceChange, type ReferenceChange } from './search';

const licence = { id: 7, tradeName: 'Tırtılsan 200 SC', licenceNumber: 'ÖRN-0007' };
const mrl = (before: number | null, after: number | null) => ({
  product: { id: 3, name: 'Domates', code: '0231010' },
  activeSubstance: { id: 5, name: 'Abamektin' },
  market: 'TR',
  before,
  after,
});
const say = (kind: ReferenceChange['kind'], parts: Partial<Pick<ReferenceChange, 'licence' | 'mrl'>>) => describeReferenceChange({ kind, licence: null, mrl: null, ...parts });

describe('a reference change in plain Turkish', () => {
  it('names the licence of a licence change and what happened to it', () => {
    expect(say('licence-registered', { licence })).toBe('Tırtılsan 200 SC (ÖRN-0007) ruhsatı kaydedildi.');
    expect(say('licence-cancelled', { licence })).toBe('Tırtılsan 200 SC (ÖRN-0007) ruhsatı iptal edildi.');
    expect(say('licence-expired', { licence })).toBe('Tırtılsan 200 SC (ÖRN-0007) ruhsatının süresi doldu.');
  });

  it('gives an MRL change’s product, substance, market and the limits before and after in Turkish decimals', () => {
    expect(say('mrl-added', { mrl: mrl(null, 0.02) })).toBe("Domates (0231010) ürününde Abamektin için TR MRL'si eklendi: 0,02 mg/kg.");
    expect(say('mrl-changed', { mrl: mrl(0.09, 0.015) })).toBe("Domates (0231010) ürününde Abamektin için TR MRL'si 0,09 mg/kg iken 0,015 mg/kg oldu.");
    expect(say('mrl-expired', { mrl: mrl(1.5, null) })).toBe("Domates (0231010) ürününde Abamektin için TR MRL'si (1,5 mg/kg) yürürlükten kalktı.");
  });

  it('falls back to the kind’s label when the change carries no names', () => {
    expect(say('licence-cancelled', {})).toBe('Ruhsat iptali.');
  });
});
