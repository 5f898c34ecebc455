import { describe, expect, it } from 'vitest';
import { ACETAMIPRID, APHID, context, licence, line, prior, use } from '../test-fixtures';
import type { CheckContext } from '../types';
import { intervalRule } from './interval';

const mospilan = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);
const other = licence(2, 'Başka SP', [ACETAMIPRID]);
const run = (more: Partial<CheckContext>) => intervalRule(context({ lines: [line('l1', mospilan, APHID)], ...more }));

describe('the interval between two applications of the product (14 days)', () => {
  it('passes exactly the interval and more', () => {
    expect(run({ priorApplications: [prior(1, '2026-05-01', mospilan)] })).toEqual([]);
    expect(run({ priorApplications: [prior(1, '2026-04-01', mospilan)] })).toEqual([]);
  });

  it('warns about the last application too close before', () => {
    expect(run({ priorApplications: [prior(1, '2026-04-01', mospilan), prior(2, '2026-05-05', mospilan)] })).toEqual([
      {
        code: 'APPLICATION_INTERVAL_TOO_SHORT',
        severity: 'warning',
        lineKey: 'l1',
        message: 'Mospilan 20 SP en son 05.05.2026 tarihinde uygulanmak üzere reçetelendi (planlanan, 10 gün önce); ruhsata göre iki uygulama arasında en az 14 gün olmalı, 4 gün eksik (Mospilan 20 SP, Yaprak biti).',
        params: { tradeName: 'Mospilan 20 SP', licenceNumber: 'ÖRN-2015/0001', organism: 'Yaprak biti', days: 10, intervalDays: 14, daysShort: 4, otherDate: '05.05.2026', source: 'planned', otherPrescriptionNo: 'R-2026-0002' },
      },
    ]);
  });

  it('warns about an application already prescribed shortly after, and one on the same day', () => {
    expect(run({ priorApplications: [prior(1, '2026-05-20', mospilan)] })[0]?.message).toContain('20.05.2026 tarihinde yeniden uygulanacak (planlanan, 5 gün sonra)');
    expect(run({ priorApplications: [prior(1, '2026-05-15', mospilan)] })[0]?.message).toContain('aynı gün (15.05.2026) başka bir reçeteyle de uygulanıyor (planlanan)');
  });

  it('looks only at the same product, in this season, with an interval on the label', () => {
    expect(run({ priorApplications: [prior(1, '2026-05-10', other)] })).toEqual([]);
    expect(run({ lines: [line('l1', mospilan, APHID, { use: use(mospilan, APHID, { applicationIntervalDays: null }) })], priorApplications: [prior(1, '2026-05-10', mospilan)] })).toEqual([]);
    expect(run({ area: { id: 1, name: 'Sera 1', decares: 2.5, cksBlock: null, cksParcel: null, plantingDate: '2026-05-12' }, priorApplications: [prior(1, '2026-05-10', mospilan)] })).toEqual([]);
  });
});
