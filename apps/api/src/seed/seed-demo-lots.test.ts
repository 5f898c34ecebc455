// The TRC demo member gets an open lot with its sowing and a spraying, and its engineer's
// issued prescription on that field, once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotStages, lots, prescriptions } from '../platform/db';
import { buildTestApp } from '../test-support';
import { seedReferenceData } from './reference';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoLots } from './seed-demo-lots';
import { seedDemoProducers } from './seed-demo-producers';

describe('demo lots seed', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoAccounts(app);
    await seedReferenceData(app.db);
    await seedDemoProducers(app.db);
  });
  afterAll(() => app.close());

  it('gives the TRC cooperative one open lot with a sowing inside the field and a spraying with its PHI, and nothing the second time', async () => {
    expect(await seedDemoLots(app.db)).toEqual({ lots: 1, stages: 2, prescriptions: 1 });
    expect(await seedDemoLots(app.db)).toEqual({ lots: 0, stages: 0, prescriptions: 0 });
    const [lot] = await app.db.select().from(lots);
    expect(lot).toMatchObject({ status: 'open', season: '2026', gtin: '8691234567890' });
    expect(lot!.code).toMatch(/^TRC-\d{4}-000001$/);
    const stages = await app.db.select().from(lotStages).where(eq(lotStages.lotId, lot!.id)).orderBy(lotStages.date);
    expect(stages.map((s) => [s.kind, s.locationCheck])).toEqual([
      ['sowing', 'inside'],
      ['spraying', null],
    ]);
    expect(stages[1]).toMatchObject({ productName: 'Lamdakor 5 EC', phiDays: 14 });
    const [issued] = await app.db.select().from(prescriptions);
    expect(issued).toMatchObject({ state: 'issued', productionAreaId: lot!.productionAreaId, title: 'Yeşilkurt ilaçlaması' });
  });
});
