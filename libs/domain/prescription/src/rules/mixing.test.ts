import { describe, expect, it } from 'vitest';
import { APHID, context, licence, line, SPIDER_MITE, substance, WHITEFLY } from '../test-fixtures';
import type { CheckContext, MixingRule } from '../types';
import { mixingRule } from './mixing';

const CAPTAN = substance(20, 'Captan', ['FRAC', 'M04']);
const COPPER = substance(21, 'Bakır hidroksit', ['FRAC', 'M01']);
const OIL = substance(22, 'Parafin yağı', null);
const EMAMECTIN = substance(23, 'Emamectin benzoate', ['IRAC', '6']);
const kaptasan = licence(1, 'Kaptasan', [CAPTAN]);
const bakirsan = licence(2, 'Bakırsan', [COPPER]);
const kalkanol = licence(3, 'Kalkanol', [OIL]);
const proclaim = licence(4, 'Proclaim', [EMAMECTIN]);

const rule = (kind: MixingRule['kind'], aId: number, bId: number, result: MixingRule['result'], note: string | null = null): MixingRule => ({ kind, aId, bId, result, note });
const run = (lines: CheckContext['lines'], mixing: MixingRule[]) => mixingRule(context({ lines, mixing }));

describe('mixing compatibility of the lines', () => {
  it('refuses an incompatible pair of active substances, on the first line, in either order of the table', () => {
    const mixing = [rule('active-substance', 21, 20, 'incompatible', 'Kaptan alkali reaksiyonlu preparatlarla karıştırılmaz.')];
    expect(run([line('l1', kaptasan, APHID), line('l2', bakirsan, WHITEFLY)], mixing)).toEqual([
      {
        code: 'MIX_INCOMPATIBLE',
        severity: 'error',
        lineKey: 'l1',
        message: 'Kaptasan ile Bakırsan aynı tankta karıştırılamaz (Captan × Bakır hidroksit: Kaptan alkali reaksiyonlu preparatlarla karıştırılmaz).',
        params: { tradeName: 'Kaptasan', partners: 'Bakırsan', partnerLines: 'l2', notes: 'Captan × Bakır hidroksit: Kaptan alkali reaksiyonlu preparatlarla karıştırılmaz' },
      },
    ]);
  });

  it('refuses an incompatible pair of products', () => {
    const findings = run([line('l1', kaptasan, APHID), line('l2', bakirsan, WHITEFLY)], [rule('licence', 1, 2, 'incompatible', null)]);
    expect(findings).toMatchObject([{ code: 'MIX_INCOMPATIBLE', lineKey: 'l1', message: 'Kaptasan ile Bakırsan aynı tankta karıştırılamaz.' }]);
  });

  it('warns about a caution pair', () => {
    const findings = run([line('l1', proclaim, APHID), line('l2', bakirsan, WHITEFLY)], [rule('active-substance', 23, 21, 'caution', 'Etkinlik azalabilir; ön deneme yapın.')]);
    expect(findings).toEqual([
      {
        code: 'MIX_CAUTION',
        severity: 'warning',
        lineKey: 'l1',
        message: 'Proclaim ile Bakırsan aynı tankta ancak dikkatle karıştırılabilir; önce küçük bir kapta karışım denemesi yapın (Emamectin benzoate × Bakır hidroksit: Etkinlik azalabilir; ön deneme yapın).',
        params: { tradeName: 'Proclaim', partners: 'Bakırsan', partnerLines: 'l2', notes: 'Emamectin benzoate × Bakır hidroksit: Etkinlik azalabilir; ön deneme yapın' },
      },
    ]);
  });

  it('takes the worst of disagreeing rows and says nothing of compatible pairs', () => {
    const lines = [line('l1', kaptasan, APHID), line('l2', bakirsan, WHITEFLY)];
    expect(run(lines, [rule('licence', 1, 2, 'caution'), rule('active-substance', 20, 21, 'incompatible')]).map((f) => f.code)).toEqual(['MIX_INCOMPATIBLE']);
    expect(run(lines, [rule('licence', 1, 2, 'compatible'), rule('active-substance', 20, 21, 'compatible')])).toEqual([]);
    expect(run(lines, [])).toEqual([]);
  });

  it('names every bad partner of a line in one finding per severity, so keys stay unique', () => {
    const lines = [line('l1', kaptasan, APHID), line('l2', bakirsan, WHITEFLY), line('l3', kalkanol, SPIDER_MITE), line('l4', proclaim, APHID)];
    const mixing = [rule('active-substance', 20, 21, 'incompatible', 'Alkali'), rule('active-substance', 20, 22, 'incompatible', 'Yağ'), rule('licence', 1, 4, 'caution'), rule('active-substance', 21, 23, 'caution')];
    const findings = run(lines, mixing);
    expect(findings.map((f) => `${f.code}:${f.lineKey}`)).toEqual(['MIX_INCOMPATIBLE:l1', 'MIX_CAUTION:l1', 'MIX_CAUTION:l2']);
    expect(findings[0]?.message).toBe('Kaptasan ile Bakırsan ve Kalkanol aynı tankta karıştırılamaz (Bakırsan — Captan × Bakır hidroksit: Alkali; Kalkanol — Captan × Parafin yağı: Yağ).');
    expect(findings[0]?.params).toMatchObject({ partners: 'Bakırsan, Kalkanol', partnerLines: 'l2, l3' });
  });

  it('does not pair a product with itself, and pairs a product written twice once', () => {
    expect(run([line('l1', kaptasan, APHID), line('l2', kaptasan, WHITEFLY)], [rule('active-substance', 20, 21, 'incompatible')])).toEqual([]);
    const lines = [line('l1', kaptasan, APHID), line('l2', bakirsan, WHITEFLY), line('l3', kaptasan, SPIDER_MITE), line('l4', bakirsan, APHID)];
    const findings = run(lines, [rule('active-substance', 20, 21, 'incompatible')]);
    expect(findings.map((f) => `${f.code}:${f.lineKey}`)).toEqual(['MIX_INCOMPATIBLE:l1']);
    expect(findings[0]?.params).toMatchObject({ partners: 'Bakırsan', partnerLines: 'l2' });
  });
});
