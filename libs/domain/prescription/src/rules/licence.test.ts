import { describe, expect, it } from 'vitest';
import { ACETAMIPRID, APHID, context, licence, line, WHITEFLY } from '../test-fixtures';
import { isLicenceValidOn, licenceRule } from './licence';

const run = (more: Parameters<typeof licence>[3]) => licenceRule(context({ lines: [line('l1', licence(1, 'Mospilan 20 SP', [ACETAMIPRID], more), APHID)] }));

describe('licence is valid on the application date (15.05.2026)', () => {
  it('passes a valid licence, also on its first and its last day', () => {
    expect(run({})).toEqual([]);
    expect(run({ licenceDate: '2026-05-15', expiryDate: '2026-05-15' })).toEqual([]);
  });

  it('refuses a cancelled licence', () => {
    const [f] = run({ status: 'cancelled', cancelledOn: '2026-03-01' });
    expect(f).toMatchObject({ code: 'LICENCE_CANCELLED', severity: 'error', lineKey: 'l1', params: { cancelledOn: '01.03.2026' } });
    expect(f?.message).toBe('Mospilan 20 SP ruhsatı (ÖRN-2015/0001) 01.03.2026 tarihinde iptal edilmiş; 15.05.2026 tarihli uygulamada kullanılamaz.');
    expect(run({ status: 'cancelled', cancelledOn: '2026-05-15' })[0]?.code).toBe('LICENCE_CANCELLED');
    expect(run({ status: 'cancelled', cancelledOn: null })[0]?.code).toBe('LICENCE_CANCELLED');
  });

  it('warns when the cancellation takes effect after the application date', () => {
    expect(run({ status: 'cancelled', cancelledOn: '2026-05-16' })).toMatchObject([{ code: 'LICENCE_CANCELLATION_PENDING', severity: 'warning', params: { cancelledOn: '16.05.2026' } }]);
  });

  it('refuses an expired licence from the day after its expiry', () => {
    const [f] = run({ expiryDate: '2026-05-14' });
    expect(f).toMatchObject({ code: 'LICENCE_EXPIRED', severity: 'error', params: { expiryDate: '14.05.2026' } });
    expect(f?.message).toContain('14.05.2026 tarihinde sona ermiş');
  });

  it('refuses a licence granted after the application date', () => {
    expect(run({ licenceDate: '2026-05-16' })).toMatchObject([{ code: 'LICENCE_NOT_YET_VALID', severity: 'error', params: { licenceDate: '16.05.2026' } }]);
  });

  it('says it once, on the first line, when two lines name the product', () => {
    const expired = licence(1, 'Mospilan 20 SP', [ACETAMIPRID], { expiryDate: '2026-01-01' });
    expect(licenceRule(context({ lines: [line('l1', expired, APHID), line('l2', expired, WHITEFLY)] })).map((f) => f.lineKey)).toEqual(['l1']);
  });
});

describe('isLicenceValidOn (the editor\'s product list)', () => {
  const base = { status: 'valid' as const, cancelledOn: null, expiryDate: '2027-06-01', licenceDate: '2017-06-02' };
  it('is valid from the licence date through the expiry date, both included', () => {
    expect(isLicenceValidOn(base, '2017-06-02')).toBe(true);
    expect(isLicenceValidOn(base, '2027-06-01')).toBe(true);
    expect(isLicenceValidOn(base, '2017-06-01')).toBe(false);
    expect(isLicenceValidOn(base, '2027-06-02')).toBe(false);
  });
  it('a cancellation counts from its day on', () => {
    const cancelled = { ...base, status: 'cancelled' as const, cancelledOn: '2026-07-01' };
    expect(isLicenceValidOn(cancelled, '2026-06-30')).toBe(true);
    expect(isLicenceValidOn(cancelled, '2026-07-01')).toBe(false);
    expect(isLicenceValidOn({ ...cancelled, cancelledOn: null }, '2020-01-01')).toBe(false);
  });
});
