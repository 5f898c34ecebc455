// The world of the traceability tests: a TRC member (its users on the TRC app) with a producer,
// a tomato greenhouse drawn as a polygon near Kumluca and one without a border, an issued
// prescription of Akarmek 18 EC (PHI 3 days on tomato), and a second TRC member.
import { AppCode, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { members, users } from '../../platform/db';
import { API, areaBody, KUMLUCA_FIELD, prescribingMember, producerBody, referenceIds, type ReferenceIds, type TestApp, testMember, writeBody } from '../../test-support';

export { API, KUMLUCA_FIELD, referenceIds, type ReferenceIds };

/** Moves a member and its users to the TRC application. */
export async function makeTrc(app: TestApp, memberId: number): Promise<void> {
  await app.db.update(members).set({ app: AppCode.Trc }).where(eq(members.id, memberId));
  await app.db.update(users).set({ app: AppCode.Trc }).where(eq(users.memberId, memberId));
}

/** A TRC member with a drawn tomato greenhouse, an undrawn one, and an issued Akarmek prescription on the first. */
export async function trcMember(app: TestApp, ref: ReferenceIds) {
  const world = await prescribingMember(app, ref);
  const { member, engineer, producer } = world;
  const drawn = (
    await app.inject({ method: 'POST', url: `${API}/production-area`, headers: engineer, payload: areaBody(producer.id, { name: 'Kumluca Serası', plantId: ref.tomato, polygon: KUMLUCA_FIELD, decares: 5 }) })
  ).json().data as { id: number };
  const body = writeBody(ref, drawn.id);
  const issued = await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers: engineer, payload: { type: 1, ...body } });
  const res = await app.inject({ method: 'POST', url: `${API}/prescription/area-linked`, headers: engineer, payload: { ...body, acknowledgedFindings: issued.json().data.toAcknowledge } });
  if (res.statusCode !== 201) throw new Error(`test kit: prescription not issued: ${res.body}`);
  const prescription = res.json().data as { id: number; prescriptionNo: string };
  const user = await member.as(Role.User);
  const admin = await member.as(Role.Admin);
  // After the last user is made: testMember's users start on RCT.
  await makeTrc(app, member.id);
  return { ...world, drawnArea: drawn, undrawnArea: world.area, prescription, lineKey: body.lines[0]!.key, user, admin };
}

export async function otherTrcMember(app: TestApp) {
  const member = await testMember(app);
  const engineer = await member.as(Role.Muhendis);
  await makeTrc(app, member.id);
  return { member, engineer };
}

export { producerBody };
