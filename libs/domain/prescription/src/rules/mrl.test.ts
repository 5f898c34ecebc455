import { describe, expect, it } from 'vitest';
import { ABAMECTIN, ACETAMIPRID, APHID, context, HEXYTHIAZOX, licence, line, PARAFFIN_OIL, SPIDER_MITE, SULPHUR, TOMATO } from '../test-fixtures';
import type { CheckContext, MrlLimit } from '../types';
import { mrlRule } from './mrl';

const mospilan = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);
const abamexPlus = licence(2, 'Abamex Plus', [ABAMECTIN, HEXYTHIAZOX]);
const vertimec = licence(3, 'Vertimec 018 EC', [ABAMECTIN]);
const kalkanol = licence(4, 'Kalkanol', [PARAFFIN_OIL, SULPHUR]);

const limit = (activeSubstanceId: number, rate: number, more: { expired?: boolean; market?: string; date?: string } = {}): MrlLimit => ({
  activeSubstanceId,
  limit: { rate, date: more.date ?? '2024-03-15', expired: more.expired ?? false, market: more.market ?? 'TR' },
});
const run = (more: Partial<CheckContext>) => mrlRule(context({ lines: [line('l1', mospilan, APHID)], ...more }));

describe('MRL of each active substance for the plant', () => {
  it('tells the limit in force', () => {
    expect(run({ mrl: [limit(1, 0.5)] })).toEqual([
      {
        code: 'MRL_LIMIT',
        severity: 'info',
        lineKey: 'l1',
        message: 'Domates (0231010) için TR kalıntı limiti (MRL): Acetamiprid 0,5 mg/kg (Mospilan 20 SP).',
        params: { plant: 'Domates', euCode: '0231010', market: 'TR', tradeName: 'Mospilan 20 SP', substances: 'Acetamiprid', rates: '0,5', rate: 0.5, date: '15.03.2024' },
      },
    ]);
  });

  it('warns when no limit is set: the 0,01 mg/kg default applies', () => {
    for (const mrl of [[], [{ activeSubstanceId: 1, limit: null }]]) {
      expect(run({ mrl })).toEqual([
        {
          code: 'MRL_NOT_SET',
          severity: 'warning',
          lineKey: 'l1',
          message: 'Domates (0231010) için Acetamiprid kalıntı limiti (MRL) TR pazarında tanımlı değil; 0,01 mg/kg varsayılan sınır geçerli (Mospilan 20 SP).',
          params: { plant: 'Domates', euCode: '0231010', market: 'TR', tradeName: 'Mospilan 20 SP', substances: 'Acetamiprid', defaultRate: 0.01 },
        },
      ]);
    }
  });

  it('does not take another market’s limit for the export market chosen', () => {
    expect(run({ market: 'RU', mrl: [limit(1, 0.5, { market: 'TR' })] })[0]).toMatchObject({ code: 'MRL_NOT_SET', message: expect.stringContaining('RU pazarında tanımlı değil') });
    expect(run({ market: 'RU', mrl: [limit(1, 0.2, { market: 'RU' })] })[0]).toMatchObject({ code: 'MRL_LIMIT', params: { market: 'RU', rate: 0.2 } });
  });

  it('warns about a limit no longer in force', () => {
    expect(run({ mrl: [limit(1, 0.5, { expired: true, date: '2019-01-01' })] })).toMatchObject([
      {
        code: 'MRL_EXPIRED',
        severity: 'warning',
        message: 'Domates (0231010) için TR kalıntı limiti (Acetamiprid 0,5 mg/kg, 01.01.2019) yürürlükten kalkmış; güncel limit doğrulanana kadar 0,01 mg/kg varsayılan sınırı esas alın (Mospilan 20 SP).',
      },
    ]);
  });

  it('gives each kind of finding once per line, and each substance once per prescription', () => {
    const lines = [line('l1', abamexPlus, SPIDER_MITE), line('l2', vertimec, SPIDER_MITE), line('l3', mospilan, APHID)];
    const findings = run({ lines, mrl: [limit(3, 0.09), limit(5, 0.5), limit(1, 0.5, { expired: true })] });
    expect(findings.map((f) => `${f.code}:${f.lineKey}`)).toEqual(['MRL_LIMIT:l1', 'MRL_EXPIRED:l3']);
    expect(findings[0]?.message).toBe('Domates (0231010) için TR kalıntı limiti (MRL): Abamectin 0,09 mg/kg, Hexythiazox 0,5 mg/kg (Abamex Plus).');
    const both = run({ lines: [line('l1', abamexPlus, SPIDER_MITE)], mrl: [limit(3, 0.09)] });
    expect(both.map((f) => f.code)).toEqual(['MRL_NOT_SET', 'MRL_LIMIT']);
  });

  it('does not look up substances the data marks exempt from MRLs, linked to an MRL record or not', () => {
    expect(run({ lines: [line('l1', kalkanol, APHID)] })).toEqual([]);
    expect(run({ lines: [line('l1', kalkanol, APHID)], mrl: [{ activeSubstanceId: PARAFFIN_OIL.id, limit: null }, { activeSubstanceId: SULPHUR.id, limit: null }] })).toEqual([]);
  });

  it('warns with the default, naming the substance, for one not marked exempt whether linked to an MRL record or not', () => {
    const unmarked = licence(5, 'Parafin X', [{ ...PARAFFIN_OIL, mrlExempt: false }]);
    // No entry: never linked to an MRL record. A null limit: linked, no limit for the plant.
    for (const mrl of [[], [{ activeSubstanceId: PARAFFIN_OIL.id, limit: null }]]) {
      expect(run({ lines: [line('l1', unmarked, APHID)], mrl })).toMatchObject([
        { code: 'MRL_NOT_SET', severity: 'warning', message: 'Domates (0231010) için Parafin yağı kalıntı limiti (MRL) TR pazarında tanımlı değil; 0,01 mg/kg varsayılan sınır geçerli (Parafin X).', params: { substances: 'Parafin yağı', defaultRate: 0.01 } },
      ]);
    }
  });

  it('warns once when the plant has no EU product code', () => {
    expect(run({ plant: { ...TOMATO, euCode: null }, lines: [line('l1', mospilan, APHID), line('l2', vertimec, SPIDER_MITE)] })).toEqual([
      {
        code: 'MRL_PRODUCT_CODE_MISSING',
        severity: 'warning',
        message: 'Domates için AB ürün kodu tanımlı değil; Acetamiprid ve Abamectin kalıntı limitleri (MRL) kontrol edilemedi.',
        params: { plant: 'Domates', market: 'TR', substances: 'Acetamiprid, Abamectin' },
      },
    ]);
  });
});
