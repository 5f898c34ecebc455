// Register item 2: the checks count what was done. A prescription line with recorded
// applications (the register, a TRC lot's spraying) counts by them, one without by its planned
// date, and each finding says which it used.
import { describe, expect, it } from 'vitest';
import { appliedOrPlanned, distinctPrescriptions } from '../season';
import { ACETAMIPRID, APHID, context, IMIDACLOPRID, licence, line, prior, SPIROTETRAMAT } from '../test-fixtures';
import type { CheckContext, PriorApplication } from '../types';
import { applicationsRule } from './applications';
import { intervalRule } from './interval';
import { phiRule } from './phi';
import { resistanceRule } from './resistance';

const mospilan = licence(1, 'Mospilan 20 SP', [ACETAMIPRID]);
const konfidor = licence(2, 'Konfidor SC 350', [IMIDACLOPRID]);
const movento = licence(3, 'Movento SC 100', [SPIROTETRAMAT]);

const planned = (prescriptionId: number, date: string, lic = mospilan, lineKey = `p${prescriptionId}`, more: Partial<PriorApplication> = {}) => prior(prescriptionId, date, lic, { lineKey, source: 'planned', ...more });
const recorded = (prescriptionId: number | null, date: string, lic = mospilan, lineKey: string | null = `p${prescriptionId}`, more: Partial<PriorApplication> = {}) =>
  prior(prescriptionId ?? 0, date, lic, { prescriptionId, lineKey, source: 'recorded', ...more });
const ctx = (more: Partial<CheckContext>) => context({ lines: [line('l1', mospilan, APHID)], ...more });

describe('appliedOrPlanned', () => {
  it('replaces a carried-out line’s planned date by its records, keeps the other lines and every record', () => {
    const applications = [planned(1, '2026-04-01'), recorded(1, '2026-04-03'), planned(2, '2026-04-20'), recorded(null, '2026-04-25', mospilan, null)];
    expect(appliedOrPlanned(applications).map((p) => `${p.source}:${p.date}`)).toEqual(['recorded:2026-04-03', 'planned:2026-04-20', 'recorded:2026-04-25']);
  });

  it('counts two records on one day once, and a planned prescription once', () => {
    expect(distinctPrescriptions([recorded(1, '2026-04-03'), recorded(2, '2026-04-03'), planned(3, '2026-04-10'), planned(3, '2026-04-10', mospilan, 'x')])).toHaveLength(2);
  });
});

describe('checks on recorded applications (register §2)', () => {
  it('maximum applications: a line applied twice counts twice, and says it counted records', () => {
    const priorApplications = [planned(1, '2026-04-01'), recorded(1, '2026-04-03'), recorded(1, '2026-04-20')];
    const [finding] = applicationsRule(ctx({ priorApplications }));
    expect(finding).toMatchObject({ code: 'MAX_APPLICATIONS_EXCEEDED', params: { count: 3, source: 'recorded', previousDates: '03.04.2026, 20.04.2026' } });
    expect(finding?.message).toContain('(önceki: kayıtlı uygulama 03.04.2026, 20.04.2026)');
    // Planned alone, the same prescription was one application: allowed.
    expect(applicationsRule(ctx({ priorApplications: [planned(1, '2026-04-01')] }))).toEqual([]);
  });

  it('maximum applications: says both sources when it counted both', () => {
    const [finding] = applicationsRule(ctx({ priorApplications: [recorded(1, '2026-04-03'), planned(2, '2026-04-20')] }));
    expect(finding?.message).toContain('(önceki: kayıtlı uygulama 03.04.2026; planlanan 20.04.2026)');
    expect(finding?.params).toMatchObject({ source: 'both' });
  });

  it('interval: measures from the day it was applied, not the day planned', () => {
    const priorApplications = [planned(1, '2026-04-20'), recorded(1, '2026-05-08')];
    const [finding] = intervalRule(ctx({ priorApplications }));
    expect(finding?.message).toBe(
      'Mospilan 20 SP en son 08.05.2026 tarihinde uygulandı (kayıtlı uygulama, 7 gün önce); ruhsata göre iki uygulama arasında en az 14 gün olmalı, 7 gün eksik (Mospilan 20 SP, Yaprak biti).',
    );
    expect(finding?.params).toMatchObject({ source: 'recorded', otherDate: '08.05.2026' });
    expect(intervalRule(ctx({ priorApplications: [planned(1, '2026-04-20')] }))).toEqual([]);
  });

  it('resistance: the last application is the recorded one', () => {
    const lines = [line('l1', konfidor, APHID)];
    // Planned: Mospilan on 01.04, Movento on 05.05 (the last; another group). Done: Mospilan on 10.05.
    const priorApplications = [planned(1, '2026-04-01'), planned(2, '2026-05-05', movento), recorded(1, '2026-05-10')];
    const [finding] = resistanceRule(context({ lines, priorApplications }));
    expect(finding?.message).toContain('bu alandaki son uygulamayla (Mospilan 20 SP, 10.05.2026, kayıtlı uygulama)');
    expect(finding?.params).toMatchObject({ source: 'recorded' });
    expect(resistanceRule(context({ lines, priorApplications: priorApplications.slice(0, 2) }))).toEqual([]);
  });

  it('PHI: a planned harvest inside the waiting period of a recorded application is an error, of a planned one a warning', () => {
    const lines = [line('l1', mospilan, APHID)];
    const run = (priorApplications: PriorApplication[]) => phiRule(context({ lines, priorApplications })).filter((f) => f.code === 'PRIOR_PHI_EXCEEDS_HARVEST');
    const [error] = run([planned(1, '2026-06-01', mospilan, 'p1', { phiDays: 7 }), recorded(1, '2026-06-16', mospilan, 'p1', { phiDays: 7 })]);
    expect(error).toMatchObject({ severity: 'error', params: { source: 'recorded', earliestHarvest: '23.06.2026', daysShort: 3 } });
    expect(error?.message).toBe(
      'Planlanan hasat (20.06.2026) bu alandaki önceki uygulamaların hasat aralığı içinde: Mospilan 20 SP 16.06.2026 (kayıtlı uygulama, 7 gün, hasat en erken 23.06.2026); hasat en erken 23.06.2026 tarihinde yapılabilir, 3 gün erken.',
    );
    const [warning] = run([planned(1, '2026-06-16', mospilan, 'p1', { phiDays: 7 })]);
    expect(warning).toMatchObject({ severity: 'warning', params: { source: 'planned' } });
    expect(warning?.message).toContain('16.06.2026 (planlanan, 7 gün');
    // Planned for 16.06 but applied on 01.06: the waiting period ended before the harvest.
    expect(run([planned(1, '2026-06-16', mospilan, 'p1', { phiDays: 7 }), recorded(1, '2026-06-01', mospilan, 'p1', { phiDays: 7 })])).toEqual([]);
  });
});
