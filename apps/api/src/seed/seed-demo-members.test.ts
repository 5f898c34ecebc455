// A fresh start shows the provider's lists filled: demo requests, demos (one ending
// within days), a cancellation and a subscription, each with its history; a second run adds nothing.
import { MembershipState, Role } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../platform/db';
import { as, buildTestApp, createUser } from '../test-support';
import { seedDemoMembers } from './seed-demo-members';

describe('demo members seed', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('fills each member list once, with a user per member and a history', async () => {
    const made = await seedDemoMembers(app.db);
    expect(made).toBe(8);
    expect(await seedDemoMembers(app.db)).toBe(0);
    const { user } = await createUser(app, { role: Role.BestnetAdmin });
    const headers = await as(app, user);
    const list = async (name: string) => (await app.inject({ method: 'GET', url: `/api/v1/member?list=${name}&limit=50`, headers })).json();
    expect((await list('demo-talepler')).count).toBe(3);
    expect((await list('demo-uyeler')).data.map((m: { name: string; status: number }) => m.status).sort()).toEqual([MembershipState.InDemo, MembershipState.InDemo, MembershipState.InDemoAdditional]);
    expect((await list('iptal-uyeler')).data[0]).toMatchObject({ name: 'Malatya Kayısı Danışmanlık', users: 1 });
    const [active] = (await list('uyeler')).data.filter((m: { status: number; name: string }) => m.name === 'Konya Ova Tarım A.Ş.');
    expect(active).toMatchObject({ status: MembershipState.Active, plan: 'profesyonel', seats: 10 });
    const detail = (await app.inject({ method: 'GET', url: `/api/v1/member/${active.id}`, headers })).json().data;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['convert', 'register']);
    expect(await app.db.$count(members)).toBe(9);
  });
});
