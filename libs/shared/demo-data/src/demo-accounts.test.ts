import { AllRoles, AppCode, canAccessPath, MemberType, Role } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoAccount, demoAccountSet, MAX_DEMO_ACCOUNT_SETS } from './demo-accounts';

describe('seed: one demo account per role', () => {
  it('covers every role, Admin with and without a BU member, and an SRC and a TRC user', () => {
    for (const role of AllRoles) expect(DEMO_ACCOUNTS.some((a) => a.role === role), `role ${role}`).toBe(true);
    expect(DEMO_ACCOUNTS.filter((a) => a.role === Role.Admin).map((a) => a.key)).toEqual(['admin-bu', 'admin']);
    expect(demoAccount('admin-bu').host).toBe('rct');
    expect(demoAccount('src').app).toBe(AppCode.Src);
    expect(demoAccount('trc').app).toBe(AppCode.Trc);
    expect(MemberType.BU).toBe(0);
  });
  it('spec §2: every home route is one the account may open, with distinct e-mails and phones', () => {
    for (const a of DEMO_ACCOUNTS) expect(canAccessPath(a.role, a.home), a.key).toBe(true);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.phone)).size).toBe(DEMO_ACCOUNTS.length);
  });
  it('an unknown key is a typo and throws', () => {
    expect(() => demoAccount('nobody')).toThrow();
  });
  it('every set of accounts for parallel journeys has its own e-mails and phones, the same roles and names', () => {
    const sets = Array.from({ length: MAX_DEMO_ACCOUNT_SETS }, (_, i) => demoAccountSet(i));
    const all = sets.flat();
    expect(sets[0]).toBe(DEMO_ACCOUNTS);
    expect(new Set(all.map((a) => a.email)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.phone)).size).toBe(all.length);
    for (const a of all) expect(a.phone, a.email).toMatch(/^\+905\d{9}$/);
    expect(demoAccountSet(1).find((a) => a.key === 'muhendis')).toMatchObject({ email: 'muhendis.2@demo.bestnet.com.tr', phone: '+905322000009', role: Role.Muhendis, name: 'Gülşen' });
    expect(() => demoAccountSet(MAX_DEMO_ACCOUNT_SETS)).toThrow();
  });
});
