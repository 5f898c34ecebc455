// Creates the missing demo accounts (idempotent) and prints each one created, with its
// password and home address, on the console at first start.
import { MembershipState, RoleLabel } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberStateHistory, members, users, type Orm } from '../platform/db';
import { hashPassword } from '../platform/passwords';
import { publicUrl } from '../platform/public-url';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoAccountSet, type DemoAccount, type DemoMemberKey } from '@portal/shared/demo-data';

async function memberIdFor(tx: Orm, key: DemoMemberKey): Promise<number> {
  const m = DEMO_MEMBERS[key];
  const [found] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.name, m.name), eq(members.app, m.app), eq(members.stage, 'member')))
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(members)
    .values({ name: m.name, memberType: m.memberType, app: m.app, stage: 'member', state: MembershipState.Active, contactEmail: 'demo@bestnet.com.tr' })
    .returning({ id: members.id });
  await tx.insert(memberStateHistory).values({ memberId: created!.id, stage: 'member', toState: MembershipState.Active, note: 'Demo verisi' });
  return created!.id;
}

/** Returns the accounts created now (none when all exist): `config.demoAccountSets` sets of them. */
export async function seedDemoAccounts(app: Pick<FastifyInstance, 'db' | 'config' | 'log'>): Promise<DemoAccount[]> {
  const accounts = Array.from({ length: app.config.demoAccountSets }, (_, i) => demoAccountSet(i)).flat();
  const emails = accounts.map((a) => a.email);
  const existing = new Set((await app.db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => r.email));
  const missing = accounts.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return [];

  // One hash for all: they share a password that is printed anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await app.db.transaction(async (tx) => {
    const now = new Date();
    const made: DemoAccount[] = [];
    for (const account of missing) {
      const [row] = await tx
        .insert(users)
        .values({
          memberId: await memberIdFor(tx, account.member),
          name: account.name,
          surname: account.surname,
          email: account.email,
          phone: account.phone,
          passwordHash,
          role: account.role,
          app: account.app,
          authorizationNumber: account.authorizationNumber ?? null,
          emailVerifiedAt: now,
          phoneVerifiedAt: now,
          kvkkAcceptedAt: now,
          termsAcceptedAt: now,
        })
        // A real user may already own the phone: skip rather than fail the start.
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) made.push(account);
    }
    return made;
  });

  if (created.length > 0) app.log.info(`Demo hesapları oluşturuldu; hepsinin şifresi: ${DEMO_PASSWORD}`);
  // The copies for parallel journeys are one line, not a second list of the same roles.
  const firstSet = new Set(demoAccountSet(0).map((a) => a.email));
  const copies = created.filter((a) => !firstSet.has(a.email)).length;
  if (copies > 0) app.log.info(`Paralel yolculuklar için ${copies} ek demo hesabı (e-postaları ".2@", ".3@"… ile)`);
  for (const a of created.filter((c) => firstSet.has(c.email))) {
    const home = publicUrl(app.config, a.host, a.home);
    app.log.info(
      { demoAccount: { email: a.email, password: DEMO_PASSWORD, role: RoleLabel[a.role], home } },
      `Demo hesabı: ${a.email} · şifre ${DEMO_PASSWORD} · ${RoleLabel[a.role]} · ${home}`,
    );
  }
  return created;
}
