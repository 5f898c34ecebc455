import { describe, expect, it } from 'vitest';
import { ABAMECTIN, ACETAMIPRID, context, HEXYTHIAZOX, licence, line, prior, SPIDER_MITE, APHID, use, WHITEFLY } from '../test-fixtures';
import type { CheckContext } from '../types';
import { applicationsRule } from './applications';

const mospilan = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);
const vertimec = licence(2, 'Vertimec 018 EC', [ABAMECTIN]);
const agrimec = licence(3, 'Agrimec', [ABAMECTIN]);
const abamexPlus = licence(4, 'Abamex Plus', [ABAMECTIN, HEXYTHIAZOX]);
const run = (more: Partial<CheckContext>) => applicationsRule(context(more));

describe('applications this season ≤ the registered maximum (2)', () => {
  it('passes the second application when two are allowed', () => {
    expect(run({ lines: [line('l1', mospilan, APHID)], priorApplications: [prior(1, '2026-04-01', mospilan)] })).toEqual([]);
  });

  it('refuses the third application when two are allowed', () => {
    const findings = run({ lines: [line('l1', mospilan, APHID)], priorApplications: [prior(1, '2026-04-01', mospilan), prior(2, '2026-04-20', mospilan)] });
    expect(findings).toEqual([
      {
        code: 'MAX_APPLICATIONS_EXCEEDED',
        severity: 'error',
        lineKey: 'l1',
        message:
          'Mospilan 20 SP bu alanda bu sezon (10.03.2026 tarihinden bu yana) 3. kez uygulanacak (önceki: planlanan 01.04.2026, 20.04.2026); ruhsatta sezonda en fazla 2 uygulama var (Mospilan 20 SP, Yaprak biti).',
        params: { tradeName: 'Mospilan 20 SP', licenceNumber: 'ÖRN-2015/0001', organism: 'Yaprak biti', count: 3, maxApplications: 2, seasonStart: '10.03.2026', previousDates: '01.04.2026, 20.04.2026', source: 'planned' },
      },
    ]);
  });

  it('does not count the last crop’s applications, nor one prescription twice', () => {
    const priorApplications = [prior(1, '2026-02-01', mospilan), prior(2, '2026-04-01', mospilan), prior(2, '2026-04-01', mospilan)];
    expect(run({ lines: [line('l1', mospilan, APHID)], priorApplications })).toEqual([]);
  });

  it('counts this prescription once even when two lines name the product, and reports it once', () => {
    const lines = [line('l1', mospilan, APHID), line('l2', mospilan, WHITEFLY)];
    expect(run({ lines, priorApplications: [prior(1, '2026-04-01', mospilan)] })).toEqual([]);
    expect(run({ lines, priorApplications: [prior(1, '2026-04-01', mospilan), prior(2, '2026-04-20', mospilan)] }).map((f) => f.lineKey)).toEqual(['l1']);
  });

  it('has no limit when the label sets none', () => {
    const lines = [line('l1', mospilan, APHID, { use: use(mospilan, APHID, { maxApplications: null }) })];
    expect(run({ lines, priorApplications: [prior(1, '2026-04-01', mospilan), prior(2, '2026-04-20', mospilan)] })).toEqual([]);
  });

  it('counts the same active substance through other products against this use’s maximum', () => {
    const lines = [line('l1', agrimec, SPIDER_MITE)];
    const findings = run({ lines, priorApplications: [prior(1, '2026-04-01', vertimec), prior(2, '2026-04-20', vertimec)] });
    expect(findings).toEqual([
      {
        code: 'SUBSTANCE_MAX_APPLICATIONS_EXCEEDED',
        severity: 'error',
        lineKey: 'l1',
        message:
          'Bu alanda bu sezon (10.03.2026 tarihinden bu yana) Abamectin 3. kez uygulanacak (önceki: planlanan Vertimec 018 EC 01.04.2026, Vertimec 018 EC 20.04.2026); bu kullanımda sezonda en fazla 2 uygulama ruhsatlı (Agrimec, Kırmızı örümcek).',
        params: { tradeName: 'Agrimec', licenceNumber: 'ÖRN-2015/0003', organism: 'Kırmızı örümcek', substances: 'Abamectin', count: 3, maxApplications: 2, seasonStart: '10.03.2026', source: 'planned' },
      },
    ]);
    // Once through another product and once through this one: two, allowed.
    expect(run({ lines, priorApplications: [prior(1, '2026-04-01', vertimec)] })).toEqual([]);
  });

  it('reports the product, not its substance again, when the product itself is over the limit', () => {
    const findings = run({ lines: [line('l1', vertimec, SPIDER_MITE)], priorApplications: [prior(1, '2026-04-01', vertimec), prior(2, '2026-04-20', agrimec)] });
    expect(findings.map((f) => f.code)).toEqual(['SUBSTANCE_MAX_APPLICATIONS_EXCEEDED']);
    const both = run({ lines: [line('l1', vertimec, SPIDER_MITE)], priorApplications: [prior(1, '2026-04-01', vertimec), prior(2, '2026-04-20', vertimec), prior(3, '2026-04-25', agrimec)] });
    expect(both.map((f) => f.code)).toEqual(['MAX_APPLICATIONS_EXCEEDED']);
  });

  it('names only the substances over the limit of a mixture', () => {
    const findings = run({ lines: [line('l1', abamexPlus, SPIDER_MITE)], priorApplications: [prior(1, '2026-04-01', vertimec), prior(2, '2026-04-20', agrimec)] });
    expect(findings[0]?.params?.['substances']).toBe('Abamectin');
  });
});
