import { describe, expect, it } from 'vitest';
import { ABAMECTIN, ACETAMIPRID, APHID, context, licence, line, SPIDER_MITE, use } from '../test-fixtures';
import type { CheckContext } from '../types';
import { phiRule } from './phi';

const mospilan = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);
const vertimec = licence(2, 'Vertimec 018 EC', [ABAMECTIN]);
const withPhi = (phiDays: number | null) => [line('l1', mospilan, APHID, { use: use(mospilan, APHID, { phiDays }) })];
const run = (more: Partial<CheckContext>) => phiRule(context(more));

describe('application date + PHI ≤ planned harvest date', () => {
  it('passes a harvest exactly at the end of the PHI (15.05 + 7 days = 22.05)', () => {
    expect(run({ lines: withPhi(7), plannedHarvestDate: '2026-05-22' })).toEqual([]);
  });

  it('refuses a harvest one day before the PHI has passed', () => {
    expect(run({ lines: withPhi(7), plannedHarvestDate: '2026-05-21' })).toEqual([
      {
        code: 'PHI_EXCEEDS_HARVEST',
        severity: 'error',
        lineKey: 'l1',
        message: 'Hasat aralığı 7 gün: 15.05.2026 uygulamasından sonra hasat en erken 22.05.2026 tarihinde yapılabilir, planlanan hasat ise 21.05.2026, uygulamadan 6 gün sonra; hasat 1 gün erken (Mospilan 20 SP, Yaprak biti).',
        params: {
          tradeName: 'Mospilan 20 SP',
          licenceNumber: 'ÖRN-2015/0001',
          organism: 'Yaprak biti',
          phiDays: 7,
          applicationDate: '15.05.2026',
          earliestHarvest: '22.05.2026',
          plannedHarvestDate: '21.05.2026',
          daysToHarvest: 6,
          daysShort: 1,
        },
      },
    ]);
  });

  it('allows a harvest on the day of the application with a PHI of 0, and no PHI at all', () => {
    expect(run({ lines: withPhi(0), plannedHarvestDate: '2026-05-15' })).toEqual([]);
    expect(run({ lines: withPhi(null), plannedHarvestDate: '2026-05-01' })).toEqual([]);
  });

  it('refuses a harvest planned before the application', () => {
    expect(run({ lines: withPhi(3), plannedHarvestDate: '2026-05-12' })[0]?.message).toContain('planlanan hasat ise 12.05.2026, uygulamadan 3 gün önce; hasat 6 gün erken');
  });

  it('counts calendar days across a month end', () => {
    expect(run({ lines: withPhi(21), applicationDate: '2026-01-20', plannedHarvestDate: '2026-02-10' })).toEqual([]);
    expect(run({ lines: withPhi(21), applicationDate: '2026-01-20', plannedHarvestDate: '2026-02-09' })[0]?.code).toBe('PHI_EXCEEDS_HARVEST');
  });

  it('asks for the harvest date once, with the longest PHI, when one applies', () => {
    const lines = [line('l1', mospilan, APHID, { use: use(mospilan, APHID, { phiDays: 7 }) }), line('l2', vertimec, SPIDER_MITE, { use: use(vertimec, SPIDER_MITE, { phiDays: 14 }) })];
    expect(run({ lines, plannedHarvestDate: null })).toEqual([
      {
        code: 'HARVEST_DATE_MISSING',
        severity: 'warning',
        message: 'Planlanan hasat tarihi girilmedi; en uzun hasat aralığı 14 gün (Vertimec 018 EC), hasat en erken 29.05.2026 tarihinde yapılabilir.',
        params: { phiDays: 14, tradeName: 'Vertimec 018 EC', earliestHarvest: '29.05.2026' },
      },
    ]);
    expect(run({ lines: withPhi(null), plannedHarvestDate: null })).toEqual([]);
    expect(run({ lines: withPhi(0), plannedHarvestDate: null })).toEqual([]);
  });
});
