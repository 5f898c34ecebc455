import { describe, expect, it } from 'vitest';
import { context } from '../test-fixtures';
import { applicationDateRule } from './application-date';

const run = (applicationDate: string, issueDate = '2026-05-15') => applicationDateRule(context({ applicationDate, issueDate }));

describe('the application date against the issue date', () => {
  it('passes an application on the issue day', () => {
    expect(run('2026-05-15')).toEqual([]);
  });

  it('refuses an application the day before the issue day, saying by how many days', () => {
    expect(run('2026-05-14')).toEqual([
      {
        code: 'APPLICATION_BEFORE_ISSUE',
        severity: 'error',
        message: 'Uygulama tarihi 14.05.2026, reçete tarihi 15.05.2026; reçete uygulamadan önce yazılır, uygulama 1 gün erken: uygulama tarihi en erken 15.05.2026 olabilir.',
        params: { applicationDate: '14.05.2026', issueDate: '15.05.2026', daysEarly: 1 },
      },
    ]);
  });

  it('refuses one 20 months in the past', () => {
    expect(run('2024-09-15')[0]).toMatchObject({ code: 'APPLICATION_BEFORE_ISSUE', severity: 'error', params: { daysEarly: 607 } });
  });

  it('passes an application exactly 90 days ahead and warns at 91', () => {
    expect(run('2026-08-13')).toEqual([]);
    expect(run('2026-08-14')).toEqual([
      {
        code: 'APPLICATION_FAR_AHEAD',
        severity: 'warning',
        message: 'Uygulama tarihi 14.08.2026, reçete tarihinden (15.05.2026) 91 gün sonra; sınır 90 gün, 1 gün fazla: zararlı durumu, bitkinin dönemi ve ruhsat uygulamadan önce yeniden değerlendirilmeli.',
        params: { applicationDate: '14.08.2026', issueDate: '15.05.2026', daysAhead: 91, maxDaysAhead: 90, daysOver: 1 },
      },
    ]);
  });

  it('judges a derived prescription against its own issue date', () => {
    // A correction written on 20 May of a prescription issued on 10 May for the 12th.
    expect(run('2026-05-12', '2026-05-10')).toEqual([]);
  });
});
