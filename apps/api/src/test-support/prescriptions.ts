// The world of the prescription tests: the sample reference data (seeded as `npm start` seeds
// it), a member with a prescriber who has an authorisation number, a producer and a tomato
// greenhouse with its ÇKS parcel — and a valid body written against them.
import { Role } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { harmfulOrganisms, licenceDetails, licences, plants, unitsOfMeasure, users } from '../platform/db';
import { todayInTurkey } from '../platform/reference-changes';
import { seedReferenceData } from '../seed/reference/seed-reference-data';
import { areaBody, producerBody, testMember } from './producers';
import { API, type TestApp } from './users';

export const AUTHORIZATION_NUMBER = 'BKR-07-2024-0153';

/**
 * A calendar day `offset` days from today in Türkiye: a prescription is issued on or before
 * its application date, so the tests' dates move with the day they run on.
 */
export function day(offset: number): string {
  return new Date(Date.parse(`${todayInTurkey()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The tomato greenhouse's season: planted three months ago, harvested in a month. */
export const SEASON = { planting: day(-92), start: day(0), harvest: day(30) };

async function idOf<T extends { id: unknown }>(rows: Promise<T[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`test kit: no ${what}`);
  return row.id as number;
}

/** The sample data's ids the tests name. */
export async function referenceIds(app: TestApp) {
  await seedReferenceData(app.db);
  const db = app.db;
  const plant = (name: string) => idOf(db.select({ id: plants.id }).from(plants).where(eq(plants.name, name)), name);
  const organism = (name: string) => idOf(db.select({ id: harmfulOrganisms.id }).from(harmfulOrganisms).where(eq(harmfulOrganisms.name, name)), name);
  const unit = (symbol: string) => idOf(db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, symbol)), symbol);
  const use = async (tradeName: string, plantId: number, organismId: number) =>
    idOf(
      db
        .select({ id: licenceDetails.id })
        .from(licenceDetails)
        .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
        .where(and(eq(licences.tradeName, tradeName), eq(licenceDetails.plantId, plantId), eq(licenceDetails.harmfulOrganismId, organismId))),
      `${tradeName} use`,
    );
  const tomato = await plant('Domates');
  const cucumber = await plant('Hıyar');
  const spiderMite = await organism('İki noktalı kırmızı örümcek');
  return {
    tomato,
    cucumber,
    spiderMite,
    perHundredLitres: await unit('ml/100 L su'),
    perDecare: await unit('ml/da'),
    /** Akarmek 18 EC (abamectin, risk-listed, IRAC 6) on tomato against spider mite: 50–75 ml/100 L, PHI 3 days, at most 2 a season. */
    akarmekTomato: await use('Akarmek 18 EC', tomato, spiderMite),
    akarmekCucumber: await use('Akarmek 18 EC', cucumber, spiderMite),
  };
}

export type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

/** A member whose prescribers carry an authorisation number, with a producer and a tomato greenhouse. */
export async function prescribingMember(app: TestApp, ref: ReferenceIds, options: { authorizationNumber?: string | null } = {}) {
  const member = await testMember(app);
  const engineer = await member.as(Role.Muhendis);
  await app.db
    .update(users)
    .set({ authorizationNumber: options.authorizationNumber === undefined ? AUTHORIZATION_NUMBER : options.authorizationNumber })
    .where(eq(users.memberId, member.id));
  const producer = (await app.inject({ method: 'POST', url: `${API}/producer`, headers: engineer, payload: producerBody({ name: 'Şükrü', surname: 'Işıkoğlu' }) })).json().data as { id: number; tcOrVkn: string };
  const area = (
    await app.inject({
      method: 'POST',
      url: `${API}/production-area`,
      headers: engineer,
      payload: areaBody(producer.id, { name: 'Gölbaşı Serası', plantId: ref.tomato, plantingDate: SEASON.planting, expectedHarvestDate: SEASON.harvest, decares: 5 }),
    })
  ).json().data as { id: number };
  return { member, engineer, producer, area };
}

let lineSerial = 0;

/** A valid area-linked body: Akarmek at 60 ml/100 L in 100 L/da, applied today, harvest in 30 days. */
export function writeBody(ref: ReferenceIds, areaId: number, overrides: Record<string, unknown> = {}) {
  lineSerial++;
  return {
    productionAreaId: areaId,
    startDate: SEASON.start,
    plannedHarvestDate: SEASON.harvest,
    harmfulOrganismIds: [ref.spiderMite],
    lines: [{ key: `l${lineSerial}`, licenceDetailId: ref.akarmekTomato, dose: 60, doseUnitId: ref.perHundredLitres, waterVolume: 100, tankSize: 200, packSize: 250 }],
    ...overrides,
  };
}
