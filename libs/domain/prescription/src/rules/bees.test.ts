import { describe, expect, it } from 'vitest';
import { APHID, context, IMIDACLOPRID, licence, line, use, WHITEFLY } from '../test-fixtures';
import type { LicenceInfo } from '../types';
import { beesRule } from './bees';

const run = (beeToxicity: LicenceInfo['beeToxicity'], beeWaitingDays: number | null) => {
  const konfidor = licence(1, 'Konfidor SC 350', [IMIDACLOPRID], { beeToxicity });
  return beesRule(context({ lines: [line('l1', konfidor, APHID, { use: use(konfidor, APHID, { beeWaitingDays }) })] }));
};

describe('bee toxicity and the bee waiting period', () => {
  it('warns about a highly toxic product with its waiting period in days', () => {
    expect(run('high', 3)).toEqual([
      {
        code: 'BEE_TOXIC',
        severity: 'warning',
        lineKey: 'l1',
        message: 'Konfidor SC 350 arılar için yüksek derecede zehirli; uygulamadan sonra 3 gün arılar alana bırakılmamalı, kovanlar kapatılmalı ya da uzaklaştırılmalı (Konfidor SC 350, Yaprak biti).',
        params: { tradeName: 'Konfidor SC 350', licenceNumber: 'ÖRN-2015/0001', organism: 'Yaprak biti', beeToxicity: 'high', beeWaitingDays: 3 },
      },
    ]);
  });

  it('warns about a moderately toxic one, also when the label gives no waiting period', () => {
    expect(run('moderate', null)[0]).toMatchObject({ code: 'BEE_TOXIC', severity: 'warning' });
    expect(run('moderate', null)[0]?.message).toContain('orta derecede zehirli; çiçeklenme döneminde');
  });

  it('tells the waiting period of a low-toxicity product as information', () => {
    expect(run('low', 1)).toMatchObject([{ code: 'BEE_WAITING_PERIOD', severity: 'info', message: 'Arı bekleme süresi 1 gün: bu süre içinde arılar alana bırakılmamalı (Konfidor SC 350, Yaprak biti).' }]);
  });

  it('says nothing for a product harmless to bees', () => {
    expect(run('none', null)).toEqual([]);
    expect(run('low', 0)).toEqual([]);
    expect(run(null, null)).toEqual([]);
  });

  it('says it once per product, with the longest waiting period of its lines', () => {
    const konfidor = licence(1, 'Konfidor SC 350', [IMIDACLOPRID], { beeToxicity: 'high' });
    const lines = [line('l1', konfidor, APHID, { use: use(konfidor, APHID, { beeWaitingDays: 2 }) }), line('l2', konfidor, WHITEFLY, { use: use(konfidor, WHITEFLY, { beeWaitingDays: 4 }) })];
    expect(beesRule(context({ lines }))).toMatchObject([{ code: 'BEE_TOXIC', lineKey: 'l1', params: { beeWaitingDays: 4 } }]);
  });
});
