// The world of the photo, link, label and consumer-page tests: a TRC member with a Mühendis, a
// producer (a person who agreed to show their first name) and a greenhouse near Kumluca with its
// polygon, a lot on it and stages written straight into the tables (the stage rules have their own
// tests in traceability.test.ts).
import { AppCode, Role } from '@portal/contracts';
import { foldForSearch } from '@portal/shared/util';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { licences, lots, lotStages, type LotRow } from '../../platform/db';
import { API, areaBody, as, createUser, KUMLUCA_FIELD, producerBody, referenceIds, type ReferenceIds, type TestApp } from '../../test-support';

export { API, buildTestApp, type TestApp } from '../../test-support';

/** A member of `app` (TRC by default) with a Mühendis's bearer headers. */
export async function trcMember(app: TestApp, memberApp: AppCode = AppCode.Trc) {
  const { user, member } = await createUser(app, { app: memberApp, role: Role.Muhendis });
  return { user, member, headers: await as(app, user, { host: 'trc' }) };
}

export type TrcMember = Awaited<ReturnType<typeof trcMember>>;

let serial = 0;

/** A producer Şükrü Işıkoğlu (consent on the lot), his greenhouse with a polygon and a lot of tomatoes. */
export async function lotWorld(app: TestApp, who: TrcMember, ref: ReferenceIds, options: { gtin?: string | null; consent?: boolean } = {}) {
  serial++;
  const producer = await app.inject({
    method: 'POST',
    url: `${API}/producer`,
    headers: who.headers,
    payload: producerBody({ name: 'Şükrü', surname: 'Işıkoğlu', phone: '0532 765 43 21', email: 'sukru.isikoglu@ornek.com.tr', address: 'Sera yolu no: 4' }),
  });
  if (producer.statusCode !== 201) throw new Error(`test kit: producer ${producer.body}`);
  const area = await app.inject({
    method: 'POST',
    url: `${API}/production-area`,
    headers: who.headers,
    payload: areaBody(producer.json().data.id, { plantId: ref.tomato, polygon: KUMLUCA_FIELD, decares: null, cksBlock: '112', cksParcel: '7' }),
  });
  if (area.statusCode !== 201) throw new Error(`test kit: area ${area.body}`);
  const code = `TRC-2026-${String(serial).padStart(6, '0')}`;
  const [lot] = await app.db
    .insert(lots)
    .values({
      memberId: who.member.id,
      productionAreaId: area.json().data.id,
      plantId: ref.tomato,
      year: 2026,
      seq: serial,
      code,
      variety: 'Pembe Kalp',
      season: '2026',
      gtin: options.gtin === undefined ? '8690000000019' : options.gtin,
      consumerFirstNameConsent: options.consent ?? true,
      searchText: foldForSearch(code),
      createdBy: who.user.id,
      createdAt: new Date('2026-03-01T08:00:00Z'),
    })
    .returning();
  return { lot: lot!, areaId: area.json().data.id as number };
}

/** A stage row as traceability would record it. */
export async function addStage(app: TestApp, lot: LotRow, who: TrcMember, stage: { kind: string; date: string; licenceId?: number; phiDays?: number; productName?: string; amount?: number; notes?: string }) {
  const [row] = await app.db
    .insert(lotStages)
    .values({
      lotId: lot.id,
      clientId: randomUUID(),
      kind: stage.kind,
      date: stage.date,
      recordedBy: who.user.id,
      recordedByName: `${who.user.name} ${who.user.surname}`,
      notes: stage.notes ?? null,
      lat: 36.370212,
      lon: 30.290531,
      locationCheck: 'inside',
      licenceId: stage.licenceId ?? null,
      productName: stage.productName ?? null,
      phiDays: stage.phiDays ?? null,
      amount: stage.kind === 'harvest' ? (stage.amount ?? 1200) : null,
      unit: stage.kind === 'harvest' ? 'kg' : null,
    })
    .returning();
  return row!;
}

/** The sample reference data, and Akarmek's licence id. */
export async function reference(app: TestApp) {
  const ref = await referenceIds(app);
  const [akarmek] = await app.db.select({ id: licences.id }).from(licences).where(eq(licences.tradeName, 'Akarmek 18 EC'));
  return { ...ref, akarmek: akarmek!.id };
}
