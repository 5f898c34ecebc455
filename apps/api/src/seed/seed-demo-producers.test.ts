// Sample data: the demo members get producers and areas in real provinces, with
// valid TC numbers, measured polygons, plants and dates; a second run adds nothing.
import { AreaType } from '@portal/contracts';
import { demoAccount } from '@portal/shared/demo-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { producers, productionAreas, users } from '../platform/db';
import { as, buildTestApp } from '../test-support';
import { seedReferenceData } from './reference';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoProducers } from './seed-demo-producers';

describe('demo producers and production areas seed', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoAccounts(app);
    await seedReferenceData(app.db);
  });
  afterAll(() => app.close());

  it('loads realistic producers and areas for the demo members once, and nothing the second time', async () => {
    const first = await seedDemoProducers(app.db);
    expect(first.producers).toBeGreaterThanOrEqual(10);
    expect(first.areas).toBeGreaterThanOrEqual(15);
    expect(await seedDemoProducers(app.db)).toEqual({ producers: 0, areas: 0 });
    expect(await app.db.$count(producers)).toBe(first.producers);
    expect(await app.db.$count(productionAreas)).toBe(first.areas);
  });

  it("shows the company's engineer Antalya greenhouses, Manisa vineyards and Konya fields with polygons, plants and dates", async () => {
    const [user] = await app.db.select().from(users).where(eq(users.email, demoAccount('muhendis').email));
    const headers = await as(app, user!, { host: 'rct' });
    const list = await app.inject({ method: 'GET', url: '/api/v1/production-area?limit=100', headers });
    const areas = list.json().data as Array<{ provinceName: string; areaType: number; plantName: string | null; measured: boolean; decares: number; plantingDate: string | null; cover: number | null }>;
    expect(areas.some((a) => a.provinceName === 'Antalya' && a.areaType === AreaType.Greenhouse && a.plantName === 'Domates' && a.cover !== null)).toBe(true);
    expect(areas.some((a) => a.provinceName === 'Manisa' && a.plantName?.startsWith('Üzüm'))).toBe(true);
    expect(areas.some((a) => a.provinceName === 'Konya' && a.areaType === AreaType.Field && a.plantName === 'Buğday')).toBe(true);
    for (const a of areas) {
      expect(a.decares).toBeGreaterThan(0);
      expect(a.plantName).not.toBeNull();
      expect(a.plantingDate).not.toBeNull();
    }
    expect(areas.filter((a) => a.measured).length).toBeGreaterThan(areas.length - 2);
    const found = await app.inject({ method: 'GET', url: '/api/v1/producer?search=karatas', headers });
    expect(found.json().count).toBe(1);
  });

  it('gives the business unit its corporate areas', async () => {
    const bu = await app.db.select({ name: productionAreas.name }).from(productionAreas).where(eq(productionAreas.name, 'Birim Deneme Serası'));
    expect(bu).toHaveLength(1);
  });
});
