// The world of the register tests: a member (RCT, so that users of every role can be made) with
// a producer, a tomato greenhouse drawn near Kumluca (5 da) and one without a border, Akarmek
// 18 EC prescriptions issued on them (60 ml/100 L in 100 L/da: 60 ml/da, 300 ml on 5 da; PHI 3
// days, at most 2 a season, 10 days apart), TRC lots and stages written straight into the
// tables, and a local stand-in for the weather service answering the hours it is asked for.
import { PrescriptionKind, Role } from '@portal/contracts';
import { foldForSearch } from '@portal/shared/util';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { licences, lots, lotStages, prescriptions, users } from '../../platform/db';
import { ofMember } from '../../platform/tenancy';
import { API, areaBody, day, KUMLUCA_FIELD, prescribingMember, referenceIds, type ReferenceIds, type TestApp, writeBody } from '../../test-support';

export { API, day, referenceIds, type ReferenceIds };

// A real 8×8 JPEG: uploads are decoded and re-encoded, so the bytes must be an image.
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAApn/9k=',
  'base64',
);

export type WeatherMode = 'ok' | 'error';

/**
 * Open-Meteo's hourly answer for the days asked (`past_days` before today in Türkiye, then
 * `forecast_days`): every hour mild and calm (18 °C, 70 %, wind 6 km/h gusting 11, dry).
 */
export async function weatherStandIn() {
  let mode: WeatherMode = 'ok';
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (mode === 'error') return void res.writeHead(503).end('bakımda');
    const past = Number(url.searchParams.get('past_days') ?? 0);
    const forecast = Number(url.searchParams.get('forecast_days') ?? 7);
    const first = day(-past);
    const time = Array.from({ length: (past + forecast) * 24 }, (_, i) => {
      const d = new Date(Date.parse(`${first}T00:00:00Z`) + i * 3_600_000).toISOString();
      return d.slice(0, 16);
    });
    const all = <T>(v: T) => time.map(() => v);
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        latitude: Number(url.searchParams.get('latitude')),
        longitude: Number(url.searchParams.get('longitude')),
        timezone: 'Europe/Istanbul',
        hourly: {
          time,
          temperature_2m: all(18),
          relative_humidity_2m: all(70),
          precipitation: all(0),
          precipitation_probability: all(5),
          wind_speed_10m: all(6),
          wind_gusts_10m: all(11),
        },
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (m: WeatherMode) => void (mode = m),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A member with a drawn greenhouse (polygon, 5 da) and an undrawn one, and an issued Akarmek prescription on the drawn one. */
export async function registerWorld(app: TestApp, ref: ReferenceIds) {
  const world = await prescribingMember(app, ref);
  const { engineer, producer } = world;
  const res = await app.inject({
    method: 'POST',
    url: `${API}/production-area`,
    headers: engineer,
    payload: areaBody(producer.id, { name: 'Kumluca Serası', plantId: ref.tomato, polygon: KUMLUCA_FIELD, decares: 5, plantingDate: day(-92), expectedHarvestDate: day(30) }),
  });
  if (res.statusCode !== 201) throw new Error(`test kit: area ${res.body}`);
  const drawn = res.json().data as { id: number };
  const issue = async (areaId: number, overrides: Record<string, unknown> = {}) => {
    const body = writeBody(ref, areaId, overrides);
    const check = await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers: engineer, payload: { type: PrescriptionKind.ProductionArea, ...body } });
    const issued = await app.inject({ method: 'POST', url: `${API}/prescription/area-linked`, headers: engineer, payload: { ...body, acknowledgedFindings: check.json().data.toAcknowledge } });
    if (issued.statusCode !== 201) throw new Error(`test kit: prescription not issued: ${issued.body}`);
    return { ...(issued.json().data as { id: number; prescriptionNo: string }), lineKey: body.lines[0]!.key };
  };
  const prescription = await issue(drawn.id);
  const [akarmek] = await app.db.select({ id: licences.id }).from(licences).where(eq(licences.tradeName, 'Akarmek 18 EC'));
  return { ...world, drawnArea: drawn, undrawnArea: world.area, prescription, issue, akarmek: akarmek!.id, tomato: ref.tomato, tekniker: await world.member.as(Role.Tekniker), user: await world.member.as(Role.User) };
}

export type RegisterWorld = Awaited<ReturnType<typeof registerWorld>>;

/** An application's day and hour that have passed whatever the time now: the prescription must be `backdate`d a day. */
export const yesterdayMorning = () => ({ appliedOn: day(-1), startTime: '06:30' });

/** Moves a prescription's days back: issued `issuedDaysAgo` days ago, to be applied `startDaysAgo` days ago. */
export async function backdate(app: TestApp, prescriptionId: number, issuedDaysAgo: number, startDaysAgo = issuedDaysAgo) {
  await app.db
    .update(prescriptions)
    .set({ issuedAt: sql`now() - make_interval(days => ${issuedDaysAgo})`, startDate: day(-startDaysAgo) })
    .where(eq(prescriptions.id, prescriptionId));
}

let lotSerial = 0;

/** A TRC lot on the area and a stage of it, as traceability would have recorded them. */
export async function trcStage(app: TestApp, world: RegisterWorld, areaId: number, stage: { kind: 'spraying' | 'harvest'; date: string; licenceId?: number; prescriptionId?: number; lineKey?: string; phiDays?: number }) {
  lotSerial++;
  const code = `TRC-2026-${String(900_000 + lotSerial)}`;
  const [userRow] = await app.db.select({ id: users.id }).from(users).where(ofMember(users, world.member.id)).limit(1);
  const [lot] = await app.db
    .insert(lots)
    .values({ memberId: world.member.id, productionAreaId: areaId, plantId: world.tomato, year: 2026, seq: 900_000 + lotSerial, code, season: '2026', searchText: foldForSearch(code), createdBy: userRow!.id })
    .returning();
  const [row] = await app.db
    .insert(lotStages)
    .values({
      lotId: lot!.id,
      clientId: randomUUID(),
      kind: stage.kind,
      date: stage.date,
      recordedBy: userRow!.id,
      recordedByName: 'Saha Mühendisi',
      licenceId: stage.kind === 'spraying' ? (stage.licenceId ?? world.akarmek) : null,
      productName: stage.kind === 'spraying' ? 'Akarmek 18 EC' : null,
      prescriptionId: stage.prescriptionId ?? null,
      prescriptionLineKey: stage.lineKey ?? null,
      phiDays: stage.kind === 'spraying' ? (stage.phiDays ?? 3) : null,
      amount: stage.kind === 'harvest' ? 1200 : null,
      unit: stage.kind === 'harvest' ? 'kg' : null,
    })
    .returning();
  return { lot: lot!, stage: row! };
}

/**
 * A valid application body for the world's prescription: today at the day's first minute (a
 * later hour of today may not have come yet, and a start time after now is refused), 250 ml on
 * 5 da by the producer.
 */
export function applicationBody(world: RegisterWorld, overrides: Record<string, unknown> = {}) {
  return {
    prescriptionId: world.prescription.id,
    prescriptionLineKey: world.prescription.lineKey,
    appliedOn: day(0),
    startTime: '00:00',
    applicatorKind: 'producer',
    applicatorName: 'Şükrü Işıkoğlu',
    applicatorCertificateNo: null,
    amount: 250,
    amountUnit: 'ml',
    waterVolumeLitres: 500,
    decares: 5,
    notes: 'Sabah serinliğinde uygulandı.',
    ...overrides,
  };
}

export function harvestBody(areaId: number, overrides: Record<string, unknown> = {}) {
  return { productionAreaId: areaId, harvestedOn: day(0), amount: 1500, unit: 'kg', lotOrBuyer: 'Kumluca Hali, Yılmaz Kardeşler', notes: null, ...overrides };
}
