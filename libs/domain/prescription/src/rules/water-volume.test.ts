import { describe, expect, it } from 'vitest';
import { APHID, context, IMIDACLOPRID, licence, line, ML_100L, use } from '../test-fixtures';
import type { CheckLine } from '../types';
import { waterVolumeRule } from './water-volume';

const konfidor = licence(1, 'Konfidor SC 350', [IMIDACLOPRID]);
const run = (more: Partial<CheckLine>) => waterVolumeRule(context({ lines: [line('l1', konfidor, APHID, more)] }));

describe('the spray water is within the registered range (60–100 L/da)', () => {
  it('passes the range, its ends, and no water volume given', () => {
    for (const waterVolume of [60, 80, 100, null]) expect(run({ waterVolume }), String(waterVolume)).toEqual([]);
  });

  it('warns above and below it, with the numbers', () => {
    expect(run({ waterVolume: 150 })).toEqual([
      {
        code: 'WATER_VOLUME_OUT_OF_RANGE',
        severity: 'warning',
        lineKey: 'l1',
        message: 'Su miktarı 150 L/da, ruhsatta 60–100 L/da, 50 L/da fazla; ilaçlı su yapraktan akar ve kaybolur (Konfidor SC 350, Yaprak biti).',
        params: { tradeName: 'Konfidor SC 350', licenceNumber: 'ÖRN-2015/0001', organism: 'Yaprak biti', waterVolume: 150, waterVolumeMin: 60, waterVolumeMax: 100 },
      },
    ]);
    expect(run({ waterVolume: 40 })[0]?.message).toBe('Su miktarı 40 L/da, ruhsatta 60–100 L/da, 20 L/da eksik; bitki yeterince ıslanmaz ve etki düşer (Konfidor SC 350, Yaprak biti).');
  });

  it('says what too much water means for a per-100-L dose', () => {
    const per100L = use(konfidor, APHID, { doseUnit: ML_100L, doseMin: 25, doseMax: 50 });
    expect(run({ use: per100L, doseUnit: ML_100L, dose: 50, waterVolume: 120 })[0]?.message).toContain('dekara düşen ürün miktarı ruhsatta öngörülenden fazla olur');
  });

  it('reads a range open at one end', () => {
    expect(run({ use: use(konfidor, APHID, { waterVolumeMin: 60, waterVolumeMax: null }), waterVolume: 500 })).toEqual([]);
    expect(run({ use: use(konfidor, APHID, { waterVolumeMin: 60, waterVolumeMax: null }), waterVolume: 50 })[0]?.message).toContain('ruhsatta en az 60 L/da, 10 L/da eksik');
  });
});
