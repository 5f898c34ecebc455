import { AllRoles, AppCode, homeRouteFor, requiredHostLabel, Role, type MemberType, type Role as RoleCode } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login } from '../test-support';
import { members, users } from '../platform/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountSet } from '@portal/shared/demo-data';
import { seedDemoAccounts } from './seed-demo-accounts';

describe('demo accounts seed (DESIGN §2: one demo account per role, printed at first start)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => app.close());

  it('has every role once or more, the two Admins (BU and non-BU), an SRC and a TRC user, distinct e-mails and phones', () => {
    const roles = new Set(DEMO_ACCOUNTS.map((a) => a.role));
    for (const role of AllRoles) expect(roles.has(role as RoleCode), `role ${role}`).toBe(true);
    const admins = DEMO_ACCOUNTS.filter((a) => a.role === Role.Admin);
    expect(admins.map((a) => a.member)).toEqual(expect.arrayContaining(['businessUnit', 'company']));
    expect(DEMO_ACCOUNTS.some((a) => a.app === AppCode.Src)).toBe(true);
    expect(DEMO_ACCOUNTS.some((a) => a.app === AppCode.Trc)).toBe(true);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.phone)).size).toBe(DEMO_ACCOUNTS.length);
    for (const a of DEMO_ACCOUNTS) expect(a.phone).toMatch(/^\+905\d{9}$/);
  });

  it('gives each account the host and home the contracts compute (TRC → trc, SRC → src-dashboard, BU Admin → rct)', () => {
    const byKey = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.key, a]));
    expect(byKey['admin-bu']).toMatchObject({ host: 'rct', home: '/anasayfa' });
    expect(byKey['admin']).toMatchObject({ host: 'portaldev', home: '/dashboard' });
    expect(byKey['bestnet-operator']).toMatchObject({ host: 'portaldev', home: '/demo-talepler' });
    expect(byKey['muhendis']).toMatchObject({ host: 'rct', home: '/anasayfa' });
    expect(byKey['src']).toMatchObject({ host: 'src', home: '/src-dashboard' });
    expect(byKey['trc']).toMatchObject({ host: 'trc' });
  });

  it('creates every account once, verified and active, prints each with password and home URL, and does nothing the second time', async () => {
    const created = await seedDemoAccounts(app);
    expect(created).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await seedDemoAccounts(app)).toEqual([]);
    const rows = await app.db.select().from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    const memberRows = await app.db.select().from(members);
    for (const a of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === a.email)!;
      expect(row).toMatchObject({ role: a.role, app: a.app, status: 'active', archived: false, phone: a.phone });
      expect(row.emailVerifiedAt && row.phoneVerifiedAt).toBeTruthy();
      const member = memberRows.find((m) => m.id === row.memberId)!;
      expect(member).toMatchObject({ stage: 'member', state: 0 });
      const shape = { role: row.role as RoleCode, app: row.app as AppCode, memberType: member.memberType as MemberType | null };
      expect(requiredHostLabel(shape)).toBe(a.host);
      expect(homeRouteFor(shape)).toBe(a.home);
    }
    const printed = lines.map((l) => JSON.parse(l) as { msg: string }).filter((l) => l.msg.startsWith('Demo hesabı:'));
    expect(printed).toHaveLength(DEMO_ACCOUNTS.length);
    expect(printed.find((l) => l.msg.includes('muhendis@'))!.msg).toMatch(
      new RegExp(`muhendis@demo\\.bestnet\\.com\\.tr · şifre ${DEMO_PASSWORD.replaceAll('.', '\\.')} · Mühendis · http://rct\\.localhost:\\d+/anasayfa`),
    );
    // The shared members are made once.
    expect(memberRows.filter((m) => m.name === 'Bestnet Tarım Teknolojileri A.Ş.')).toHaveLength(1);
  });

  it('lets each account log in on its own host with the printed password', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const res = await login(app, { email: a.email, password: DEMO_PASSWORD }, a.host);
      expect(res.json().data, a.email).toMatchObject({ status: 'authenticated', user: { type: a.role, app: a.app } });
    }
  });

  it('DEMO_ACCOUNT_SETS=3 adds two copies of every account (one per parallel journey worker) in the same members, printed as one line', async () => {
    const withSets = await buildTestApp({ env: { LOG_LEVEL: 'info', DEMO_ACCOUNT_SETS: '3' }, logStream: { write: (line) => lines.push(line) } });
    try {
      lines.length = 0;
      const created = await seedDemoAccounts(withSets);
      expect(created).toHaveLength(DEMO_ACCOUNTS.length * 3);
      const copy = demoAccountSet(2).find((a) => a.key === 'tekniker')!;
      expect(copy.email).toBe('tekniker.3@demo.bestnet.com.tr');
      const res = await login(withSets, { email: copy.email, password: DEMO_PASSWORD }, copy.host);
      expect(res.json().data).toMatchObject({ status: 'authenticated', user: { type: copy.role, app: copy.app } });
      const [original] = await withSets.db.select().from(users).where(inArray(users.email, [demoAccountSet(0).find((a) => a.key === 'tekniker')!.email]));
      const [copied] = await withSets.db.select().from(users).where(inArray(users.email, [copy.email]));
      expect(copied!.memberId).toBe(original!.memberId);
      const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
      expect(messages.filter((m) => m.startsWith('Demo hesabı:'))).toHaveLength(DEMO_ACCOUNTS.length);
      expect(messages).toContain(`Paralel yolculuklar için ${DEMO_ACCOUNTS.length * 2} ek demo hesabı (e-postaları ".2@", ".3@"… ile)`);
    } finally {
      await withSets.close();
    }
  });
});
