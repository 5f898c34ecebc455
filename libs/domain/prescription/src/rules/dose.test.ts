import { describe, expect, it } from 'vitest';
import { context, G_DA, IMIDACLOPRID, L_DA, L_HA, licence, line, ML_100L, ML_DA, APHID, use } from '../test-fixtures';
import type { CheckLine } from '../types';
import { doseRule } from './dose';

const konfidor = licence(1, 'Konfidor SC 350', [IMIDACLOPRID]);
const perDa = use(konfidor, APHID, { doseMin: 50, doseMax: 100, doseUnit: ML_DA });
const per100L = use(konfidor, APHID, { doseMin: 25, doseMax: 50, doseUnit: ML_100L });
const run = (more: Partial<CheckLine>) => doseRule(context({ lines: [line('l1', konfidor, APHID, { use: perDa, ...more })] }));

describe('the dose is within the registered min–max', () => {
  it('passes a dose within the range and exactly at either end', () => {
    for (const dose of [50, 75, 100]) expect(run({ dose }), String(dose)).toEqual([]);
  });

  it('passes a dose at the maximum after a unit conversion (no float noise)', () => {
    expect(run({ dose: 0.1, doseUnit: L_DA })).toEqual([]);
    expect(run({ dose: 1, doseUnit: L_HA })).toEqual([]);
    expect(doseRule(context({ lines: [line('l1', konfidor, APHID, { use: use(konfidor, APHID, { doseMin: 0.03, doseMax: 0.07, doseUnit: L_DA }), dose: 70, doseUnit: ML_DA })] }))).toEqual([]);
  });

  it('refuses a dose above the maximum, with the range and the excess', () => {
    expect(run({ dose: 150 })).toEqual([
      {
        code: 'DOSE_ABOVE_MAX',
        severity: 'error',
        lineKey: 'l1',
        message: 'Doz 150 ml/da, ruhsatlı doz aralığı 50–100 ml/da; en yüksek dozdan 50 ml/da fazla (Konfidor SC 350, Yaprak biti).',
        params: { tradeName: 'Konfidor SC 350', licenceNumber: 'ÖRN-2015/0001', organism: 'Yaprak biti', dose: 150, doseUnit: 'ml/da', registeredUnit: 'ml/da', doseMin: 50, doseMax: 100, excess: 50 },
      },
    ]);
    expect(run({ dose: 100.01 })[0]).toMatchObject({ code: 'DOSE_ABOVE_MAX', params: { excess: 0.01 } });
    expect(run({ dose: 101 })[0]?.message).toContain('en yüksek dozdan 1 ml/da fazla');
  });

  it('shows the conversion when the dose is written in another unit', () => {
    expect(run({ dose: 0.15, doseUnit: L_DA })[0]).toMatchObject({ code: 'DOSE_ABOVE_MAX', message: 'Doz 0,15 L/da (150 ml/da), ruhsatlı doz aralığı 50–100 ml/da; en yüksek dozdan 50 ml/da fazla (Konfidor SC 350, Yaprak biti).', params: { convertedDose: 150 } });
  });

  it('converts a per-100-L dose with the planned water volume', () => {
    // 200 ml/100 L with 80 L/da is 160 ml/da.
    expect(run({ dose: 200, doseUnit: ML_100L, waterVolume: 80 })[0]).toMatchObject({
      code: 'DOSE_ABOVE_MAX',
      message: 'Doz 200 ml/100 L su (80 L/da su ile 160 ml/da), ruhsatlı doz aralığı 50–100 ml/da; en yüksek dozdan 60 ml/da fazla (Konfidor SC 350, Yaprak biti).',
      params: { convertedDose: 160, waterVolume: 80 },
    });
    // 125 ml/100 L with 80 L/da is exactly 100 ml/da.
    expect(run({ dose: 125, doseUnit: ML_100L, waterVolume: 80 })).toEqual([]);
    // A per-decare dose against a per-100-L label: 40 ml/da in 80 L is 50 ml/100 L, the maximum.
    expect(run({ use: per100L, dose: 40, doseUnit: ML_DA, waterVolume: 80 })).toEqual([]);
    expect(run({ use: per100L, dose: 48, doseUnit: ML_DA, waterVolume: 80 })[0]?.code).toBe('DOSE_ABOVE_MAX');
    // 20 ml/da in 80 L is 25 ml/100 L, the minimum; 19 ml/da falls short.
    expect(run({ use: per100L, dose: 20, doseUnit: ML_DA, waterVolume: 80 })).toEqual([]);
    expect(run({ use: per100L, dose: 19, doseUnit: ML_DA, waterVolume: 80 })[0]).toMatchObject({ code: 'DOSE_BELOW_MIN', severity: 'error', params: { convertedDose: 23.75, shortfall: 1.25 } });
  });

  it('refuses a dose one unit below the minimum: the registered range is the legal range', () => {
    expect(run({ dose: 49 })).toEqual([
      {
        code: 'DOSE_BELOW_MIN',
        severity: 'error',
        lineKey: 'l1',
        message: 'Doz 49 ml/da, ruhsatlı doz aralığı 50–100 ml/da; en düşük dozdan 1 ml/da eksik, düşük doz etkili mücadele sağlamaz ve direnç gelişimini hızlandırır (Konfidor SC 350, Yaprak biti).',
        params: { tradeName: 'Konfidor SC 350', licenceNumber: 'ÖRN-2015/0001', organism: 'Yaprak biti', dose: 49, doseUnit: 'ml/da', registeredUnit: 'ml/da', doseMin: 50, doseMax: 100, shortfall: 1 },
      },
    ]);
    expect(run({ dose: 49.99 })[0]).toMatchObject({ code: 'DOSE_BELOW_MIN', severity: 'error', params: { shortfall: 0.01 } });
    expect(run({ dose: 0.03, doseUnit: L_DA })[0]).toMatchObject({ code: 'DOSE_BELOW_MIN', message: expect.stringContaining('Doz 0,03 L/da (30 ml/da), ruhsatlı doz aralığı 50–100 ml/da; en düşük dozdan 20 ml/da eksik') });
  });

  it('refuses a dose it cannot compare', () => {
    expect(run({ dose: 100, doseUnit: G_DA })[0]).toMatchObject({
      code: 'DOSE_UNIT_NOT_CONVERTIBLE',
      severity: 'error',
      message: 'Doz birimi g/da ruhsatlı doz birimi ml/da ile karşılaştırılamaz; dozu ruhsattaki birimle yazın (Konfidor SC 350, Yaprak biti).',
      params: { reason: 'incompatible-units' },
    });
    expect(run({ dose: 100, doseUnit: ML_100L, waterVolume: null })[0]).toMatchObject({
      code: 'DOSE_UNIT_NOT_CONVERTIBLE',
      message: 'Doz 100 ml/100 L su, ruhsatlı doz ml/da biriminde; karşılaştırmak için su miktarını (L/da) girin (Konfidor SC 350, Yaprak biti).',
      params: { reason: 'water-volume-missing' },
    });
  });

  it('has nothing to compare with when the use is not registered', () => {
    expect(run({ use: null, dose: 1000 })).toEqual([]);
  });
});
