// Fertilization plans: a template (kind 4) written on `gubreleme-yaz`, edited in
// place, and sent to producers as one issued plan (kind 5) per producer or area. The rows
// are checked (domain/fertilization) on every save and send; a sent plan copies the
// template's rows with the product as it was, so a later edit of the template or of the
// product never changes a plan already sent.
import {
  ErrorCode,
  PrescriptionKind,
  type FertilizationCheckResult,
    type FertilizationTemplateInput,
  type FertilizationToProducerInput,
  type InstructionTemplate,
  } from '@portal/contracts';
import { nutrientTotals, runFertilizationChecks, type Composition, type NutritionProductInfo, type PlanRow } from '@portal/domain/fertilization';
import { findingKey, issueDecision, type Finding } from '@portal/domain/prescription';
import { foldForSearch } from '@portal/shared/util';
import { asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf, type AuthContext } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import {
  fertilizationPlanRows,
  licenceCompanies,
  members,
  plantNutritionProducts,
  plants,
  prescriptions,
  producers,
  productionAreas,
  users,
  type Orm,
  type PrescriptionRow,
  type StoredAcknowledgement,
} from '../../platform/db';
import { AppError } from '../../platform/errors';
import { FieldErrors, prescriberTitleOf } from './draft';
import { prescriptionLinksOf } from './links';
import { todayInTurkey } from './get-candidates';
import { assertIssuable, prescriptionNumbers, SEARCH_TEXT_MAX } from './issue';
import { turkishYearOf } from '../../platform/numbering';
import { unitsByIds } from './reference-reads';
import { planRowOf, type PlanRowSnapshot } from './fertilization-read';
import { rowOfMember } from './read';
import { inTransaction, ofMember, ownedRows } from '../../platform/tenancy';

type Row = FertilizationTemplateInput['fertilizationPlans'][number];

const NUTRIENT_COLUMNS = {
  nitrogen: plantNutritionProducts.nitrogen,
  phosphorusPentoxide: plantNutritionProducts.phosphorusPentoxide,
  potassiumOxide: plantNutritionProducts.potassiumOxide,
  calciumOxide: plantNutritionProducts.calciumOxide,
  magnesiumOxide: plantNutritionProducts.magnesiumOxide,
  sulphurTrioxide: plantNutritionProducts.sulphurTrioxide,
  iron: plantNutritionProducts.iron,
  manganese: plantNutritionProducts.manganese,
  zinc: plantNutritionProducts.zinc,
  copper: plantNutritionProducts.copper,
  boron: plantNutritionProducts.boron,
  molybdenum: plantNutritionProducts.molybdenum,
};

/** The products as the checks and the snapshots read them, with their company. */
async function productsByIds(db: Orm, ids: number[]): Promise<Map<number, NutritionProductInfo & { companyName: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: plantNutritionProducts.id, name: plantNutritionProducts.name, status: plantNutritionProducts.status, form: plantNutritionProducts.form, doseMin: plantNutritionProducts.doseMin, doseMax: plantNutritionProducts.doseMax, unitId: plantNutritionProducts.unitId, companyName: licenceCompanies.name, ...NUTRIENT_COLUMNS })
    .from(plantNutritionProducts)
    .leftJoin(licenceCompanies, eq(licenceCompanies.id, plantNutritionProducts.companyId))
    .where(inArray(plantNutritionProducts.id, ids));
  const units = await unitsByIds(db, [...new Set(rows.map((r) => r.unitId).filter((u): u is number => u !== null))]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        active: r.status,
        form: r.form,
        companyName: r.companyName,
        doseMin: r.doseMin,
        doseMax: r.doseMax,
        doseUnit: r.unitId === null ? null : (units.get(r.unitId) ?? null),
        composition: Object.fromEntries(Object.keys(NUTRIENT_COLUMNS).map((k) => [k, r[k as keyof typeof NUTRIENT_COLUMNS]])) as Composition,
      },
    ]),
  );
}

export interface PreparedPlan {
  body: FertilizationTemplateInput;
  plant: { id: number; name: string };
  rows: PlanRow[];
  snapshots: PlanRowSnapshot[];
  products: Map<number, NutritionProductInfo & { companyName: string | null }>;
  findings: Finding[];
  result: FertilizationCheckResult;
}

/** Resolves the plant, the products and the units (400 on the field that does not), and checks. */
export async function preparePlan(db: Orm, body: FertilizationTemplateInput, decares: number | null = null): Promise<PreparedPlan> {
  const errors = new FieldErrors();
  const [plant] = await db.select({ id: plants.id, name: plants.name }).from(plants).where(eq(plants.id, body.plantId));
  if (!plant) errors.add('plantId', 'Bitki bulunamadı');
  const products = await productsByIds(db, [...new Set(body.fertilizationPlans.map((r) => r.plantNutritionProductId))]);
  const units = await unitsByIds(db, [...new Set(body.fertilizationPlans.map((r) => r.doseUnitId))]);
  body.fertilizationPlans.forEach((r, i) => {
    if (!products.has(r.plantNutritionProductId)) errors.add(`fertilizationPlans.${i}.plantNutritionProductId`, 'Bitki besleme ürünü bulunamadı');
    const unit = units.get(r.doseUnitId);
    if (!unit || (unit.kind !== 'dose-area' && unit.kind !== 'dose-water' && unit.kind !== 'dose-plant')) errors.add(`fertilizationPlans.${i}.doseUnitId`, 'Doz birimi dekara, 100 litre suya ya da ağaca verilen bir birim olmalıdır');
  });
  errors.throwIfAny();
  const rows: PlanRow[] = body.fertilizationPlans.map((r) => ({ ...planRowOf(r), doseUnit: units.get(r.doseUnitId)! }));
  const snapshots = body.fertilizationPlans.map((r): PlanRowSnapshot => {
    const p = products.get(r.plantNutritionProductId)!;
    return { productName: p.name, companyName: p.companyName, form: p.form, composition: p.composition, doseUnit: units.get(r.doseUnitId)! };
  });
  return { body, plant: plant!, rows, snapshots, products, ...checked(rows, products, body.acknowledgedFindings, decares) };
}

function checked(rows: PlanRow[], products: ReadonlyMap<number, NutritionProductInfo>, acknowledged: readonly string[], decares: number | null) {
  const findings = runFertilizationChecks(rows, products);
  const result: FertilizationCheckResult = { findings, ...issueDecision(findings, acknowledged), nutrientTotals: nutrientTotals(rows, products, decares) };
  return { findings, result };
}

function acknowledgementsOf(findings: Finding[], acknowledged: readonly string[], who: { userId: number; fullName: string }, at: Date): StoredAcknowledgement[] {
  const keys = new Set(acknowledged);
  return findings
    .filter((f) => f.severity === 'warning' && keys.has(findingKey(f)))
    .map((f) => ({ key: findingKey(f), message: f.message, userId: who.userId, by: who.fullName, at: at.toISOString() }));
}

async function writerOf(db: Orm, auth: AuthContext) {
  const [me] = await db.select({ id: users.id, name: users.name, surname: users.surname, role: users.role, authorizationNumber: users.authorizationNumber }).from(users).where(eq(users.id, auth.user.id));
  const [member] = await db.select({ name: members.name }).from(members).where(eq(members.id, auth.member.id));
  return { userId: me!.id, fullName: `${me!.name} ${me!.surname}`, title: prescriberTitleOf(me!.role), authorizationNumber: me!.authorizationNumber, memberName: member!.name };
}

function rowValues(prescriptionId: number, body: FertilizationTemplateInput, snapshots: readonly PlanRowSnapshot[]) {
  return body.fertilizationPlans.map((r, i) => ({
    prescriptionId,
    position: i + 1,
    key: r.key,
    stage: r.stage,
    windowStart: r.windowStart,
    windowEnd: r.windowEnd,
    plantNutritionProductId: r.plantNutritionProductId,
    dose: r.dose,
    doseUnitId: r.doseUnitId,
    waterVolume: r.waterVolume,
    method: r.method,
    applications: r.applications,
    intervalDays: r.intervalDays,
    notes: r.notes,
    snapshot: snapshots[i]!,
  }));
}

function searchTextOf(prescriptionNo: string, title: string | null, plantName: string, others: (string | null | undefined)[], snapshots: readonly PlanRowSnapshot[]): string {
  return foldForSearch([prescriptionNo, ...others, plantName, title, ...new Set(snapshots.map((s) => s.productName))].filter(Boolean).join(' ')).slice(0, SEARCH_TEXT_MAX);
}

/** POST prescription/fertilization-template: checks, then numbers and writes the template. */
export async function createTemplate(app: FastifyInstance, request: FastifyRequest, body: FertilizationTemplateInput): Promise<number> {
  const auth = authOf(request);
  const plan = await preparePlan(app.db, body);
  assertIssuable(plan.result, 'Plan');
  const writer = await writerOf(app.db, auth);
  const now = new Date();
  return inTransaction(app.db, async (tx) => {
    const year = turkishYearOf(now);
    const { seq, text: prescriptionNo } = await prescriptionNumbers.next(tx, auth.member.id, year);
    const [row] = await tx
      .insert(prescriptions)
      .values({
        memberId: auth.member.id,
        kind: PrescriptionKind.Fertilization,
        year,
        seq,
        prescriptionNo,
        title: body.prescriptionTitle,
        plantId: plan.plant.id,
        plantingType: body.plantingType,
        startDate: todayInTurkey(),
        fertilizationInfo: body.fertilizationInfo,
        plantName: plan.plant.name,
        findings: plan.findings,
        acknowledgements: acknowledgementsOf(plan.findings, body.acknowledgedFindings, writer, now),
        prescriberUserId: writer.userId,
        prescriberName: writer.fullName,
        prescriberTitle: writer.title,
        authorizationNumber: writer.authorizationNumber,
        memberName: writer.memberName,
        searchText: searchTextOf(prescriptionNo, body.prescriptionTitle, plan.plant.name, [], plan.snapshots),
        issuedAt: now,
        createdAt: now,
      })
      .returning({ id: prescriptions.id });
    await tx.insert(fertilizationPlanRows).values(rowValues(row!.id, body, plan.snapshots));
    await recordAudit(tx, { actorUserId: auth.user.id, action: 'fertilization-template.create', entity: 'prescription', entityId: row!.id, after: { prescriptionNo, title: body.prescriptionTitle, plantId: plan.plant.id, rows: body.fertilizationPlans.length } });
    return row!.id;
  });
}

/** The member's template (kind 4), or 404; a plan of another kind is not a template. */
async function templateOfMember(db: Orm, memberId: number, id: number): Promise<PrescriptionRow> {
  const row = await rowOfMember(db, memberId, id);
  if (row.kind !== PrescriptionKind.Fertilization) {
    throw new AppError(400, ErrorCode.Validation, 'Yalnızca gübreleme şablonları düzenlenebilir ve üreticilere gönderilebilir.', [{ field: 'params.id', message: 'Bir gübreleme şablonu seçin' }]);
  }
  return row;
}

/** PUT prescription/{id}/edit: the template's fields and rows replaced; plans already sent keep theirs. */
export async function editTemplate(app: FastifyInstance, request: FastifyRequest, id: number, body: FertilizationTemplateInput): Promise<void> {
  const auth = authOf(request);
  const template = await templateOfMember(app.db, auth.member.id, id);
  const plan = await preparePlan(app.db, body);
  assertIssuable(plan.result, 'Plan');
  const writer = await writerOf(app.db, auth);
  const now = new Date();
  await inTransaction(app.db, async (tx) => {
    await tx
      .update(prescriptions)
      .set({
        title: body.prescriptionTitle,
        plantId: plan.plant.id,
        plantName: plan.plant.name,
        plantingType: body.plantingType,
        fertilizationInfo: body.fertilizationInfo,
        findings: plan.findings,
        acknowledgements: acknowledgementsOf(plan.findings, body.acknowledgedFindings, writer, now),
        searchText: searchTextOf(template.prescriptionNo, body.prescriptionTitle, plan.plant.name, [], plan.snapshots),
      })
      .where(ofMember(prescriptions, auth, eq(prescriptions.id, id)));
    await tx.delete(fertilizationPlanRows).where(eq(fertilizationPlanRows.prescriptionId, id));
    await tx.insert(fertilizationPlanRows).values(rowValues(id, body, plan.snapshots));
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'fertilization-template.update',
      entity: 'prescription',
      entityId: id,
      before: { title: template.title, plantId: template.plantId, plantingType: template.plantingType, fertilizationInfo: template.fertilizationInfo },
      after: { title: body.prescriptionTitle, plantId: plan.plant.id, plantingType: body.plantingType, fertilizationInfo: body.fertilizationInfo, rows: body.fertilizationPlans.length },
    });
  });
}

/** The template's rows as its body was written: what is sent, re-checked against today's products. */
async function bodyOfTemplate(db: Orm, template: PrescriptionRow, acknowledgedFindings: string[]): Promise<FertilizationTemplateInput> {
  const rows = await db.select().from(fertilizationPlanRows).where(eq(fertilizationPlanRows.prescriptionId, template.id)).orderBy(asc(fertilizationPlanRows.position));
  return {
    plantId: template.plantId,
    plantingType: template.plantingType as FertilizationTemplateInput['plantingType'],
    fertilizationInfo: template.fertilizationInfo,
    prescriptionTitle: template.title ?? '',
    fertilizationPlans: rows.map((r) => ({
      key: r.key,
      stage: r.stage as Row['stage'],
      windowStart: r.windowStart,
      windowEnd: r.windowEnd,
      plantNutritionProductId: r.plantNutritionProductId,
      dose: r.dose,
      doseUnitId: r.doseUnitId,
      waterVolume: r.waterVolume,
      method: r.method as Row['method'],
      applications: r.applications,
      intervalDays: r.intervalDays,
      notes: r.notes,
    })),
    acknowledgedFindings,
  };
}

/**
 * POST prescription/fertilization-template-to-producer: one issued plan (kind 5) per recipient,
 * all in one transaction. A producer or area that is not the member's answers 404; an archived
 * one, or an area of another producer, 400 on its place in the list.
 */
export async function sendTemplate(app: FastifyInstance, request: FastifyRequest, input: FertilizationToProducerInput): Promise<{ producerId: number; productionAreaId: number | null; id: number; prescriptionNo: string }[]> {
  const auth = authOf(request);
  const memberId = auth.member.id;
  const template = await rowOfMember(app.db, memberId, input.prescriptionId);
  if (template.kind !== PrescriptionKind.Fertilization) {
    throw new AppError(400, ErrorCode.Validation, 'Yalnızca gübreleme şablonları üreticilere gönderilebilir.', [{ field: 'body.prescriptionId', message: 'Bir gübreleme şablonu seçin' }]);
  }
  const producerIds = [...new Set(input.producers.map((r) => r.producerId))];
  const areaIds = input.producers.map((r) => r.productionAreaId).filter((a): a is number => a !== null);
  const producerRows = await ownedRows(app.db, producers, memberId, inArray(producers.id, producerIds));
  const areaRows = areaIds.length ? await ownedRows(app.db, productionAreas, memberId, inArray(productionAreas.id, areaIds)) : [];
  if (producerRows.length !== producerIds.length) throw new AppError(404, ErrorCode.NotFound, 'Üretici bulunamadı.');
  if (areaRows.length !== new Set(areaIds).size) throw new AppError(404, ErrorCode.NotFound, 'Üretim alanı bulunamadı.');
  const errors = new FieldErrors();
  input.producers.forEach((r, i) => {
    const producer = producerRows.find((p) => p.id === r.producerId)!;
    if (!producer.status) errors.add(`producers.${i}`, `${[producer.name, producer.surname].filter(Boolean).join(' ')} arşivde; plan gönderilemez.`);
    if (r.productionAreaId !== null) {
      const area = areaRows.find((a) => a.id === r.productionAreaId)!;
      if (area.producerId !== r.producerId) errors.add(`producers.${i}.productionAreaId`, `${area.name} bu üreticinin alanı değil.`);
      else if (!area.status) errors.add(`producers.${i}.productionAreaId`, `${area.name} arşivde; plan gönderilemez.`);
    }
  });
  errors.throwIfAny();

  // Re-checked against today's products: one passive since the template was saved blocks.
  const plan = await preparePlan(app.db, await bodyOfTemplate(app.db, template, input.acknowledgedFindings));
  assertIssuable(plan.result, 'Plan');
  const writer = await writerOf(app.db, auth);
  const now = new Date();
  const acknowledgements = acknowledgementsOf(plan.findings, input.acknowledgedFindings, writer, now);
  const templateRows = await app.db.select().from(fertilizationPlanRows).where(eq(fertilizationPlanRows.prescriptionId, template.id)).orderBy(asc(fertilizationPlanRows.position));

  return inTransaction(app.db, async (tx) => {
    const year = turkishYearOf(now);
    const sent = [];
    for (const recipient of input.producers) {
      const producer = producerRows.find((p) => p.id === recipient.producerId)!;
      const area = recipient.productionAreaId === null ? null : areaRows.find((a) => a.id === recipient.productionAreaId)!;
      const { seq, text: prescriptionNo } = await prescriptionNumbers.next(tx, memberId, year);
      const fullName = [producer.name, producer.surname].filter(Boolean).join(' ');
      const [row] = await tx
        .insert(prescriptions)
        .values({
          memberId,
          kind: PrescriptionKind.FertilizationToProducer,
          year,
          seq,
          prescriptionNo,
          title: template.title,
          producerId: producer.id,
          productionAreaId: area?.id ?? null,
          plantId: template.plantId,
          plantingType: template.plantingType,
          areaType: area?.areaType ?? null,
          decares: area?.decares ?? null,
          startDate: todayInTurkey(),
          fertilizationInfo: template.fertilizationInfo,
          producerSnapshot: { name: producer.name, surName: producer.surname, tcOrVkn: producer.tcOrVkn, email: producer.email, phone: producer.phone, cksNumber: producer.cksNumber, address: producer.address },
          areaSnapshot: area
            ? { name: area.name, provinceName: area.provinceName, districtName: area.district, neighbourhoodName: area.neighbourhood, decares: area.decares, cksBlock: area.cksBlock, cksParcel: area.cksParcel }
            : null,
          plantName: template.plantName,
          findings: plan.findings,
          acknowledgements,
          prescriberUserId: writer.userId,
          prescriberName: writer.fullName,
          prescriberTitle: writer.title,
          authorizationNumber: writer.authorizationNumber,
          memberName: writer.memberName,
          sourceId: template.id,
          searchText: searchTextOf(prescriptionNo, template.title, template.plantName, [fullName, producer.tcOrVkn, area?.name], plan.snapshots),
          issuedAt: now,
          createdAt: now,
        })
        .returning({ id: prescriptions.id });
      // The template's rows as they are now, with their snapshots: later edits do not reach here.
      await tx.insert(fertilizationPlanRows).values(templateRows.map(({ id: _id, prescriptionId: _p, ...r }) => ({ ...r, prescriptionId: row!.id })));
      await recordAudit(tx, { actorUserId: writer.userId, action: 'fertilization-plan.send', entity: 'prescription', entityId: row!.id, after: { prescriptionNo, sourceId: template.id, producerId: producer.id, productionAreaId: area?.id ?? null } });
      // Like an issued prescription, a sent plan is verifiable from the start: its public link now.
      await prescriptionLinksOf.ensure(app.config, tx, row!.id, writer.userId);
      sent.push({ producerId: producer.id, productionAreaId: area?.id ?? null, id: row!.id, prescriptionNo });
    }
    return sent;
  });
}

/** POST prescription/fertilization-check: the findings and the totals; nothing is written. */
export async function checkPlan(db: Orm, body: FertilizationTemplateInput): Promise<FertilizationCheckResult> {
  return (await preparePlan(db, body)).result;
}

/** The member's instruction templates (spec §3: id, name, type), newest edit first. */
export async function templatesOfMember(db: Orm, memberId: number): Promise<InstructionTemplate[]> {
  const rows = await db
    .select({ id: prescriptions.id, name: prescriptions.title, plantName: prescriptions.plantName, updatedAt: prescriptions.updatedAt, rowCount: count(fertilizationPlanRows.id) })
    .from(prescriptions)
    .leftJoin(fertilizationPlanRows, eq(fertilizationPlanRows.prescriptionId, prescriptions.id))
    .where(ofMember(prescriptions, memberId, eq(prescriptions.kind, PrescriptionKind.Fertilization), eq(prescriptions.archived, false), isNull(prescriptions.deletedAt)))
    .groupBy(prescriptions.id)
    .orderBy(desc(prescriptions.updatedAt), desc(prescriptions.id))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: r.name ?? '', type: PrescriptionKind.Fertilization, plantName: r.plantName, rowCount: Number(r.rowCount), updatedAt: r.updatedAt.toISOString() }));
}
