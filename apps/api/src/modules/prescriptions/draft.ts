// A prescription as sent, resolved against the database: the member's area and producer, the
// plant, the chosen registered uses with their licences and active substances, the units,
// the organisms, notes and nutrition products — and from them the checks' context. A name
// that does not resolve (another member's area, an unknown use) is a 400 on its field; the
// checks judge everything that resolves.
import { AreaType, ErrorCode, PrescriptionKind, Role, RoleLabel, type FastInput } from '@portal/contracts';
import { seasonStartOf, type CheckContext, type CheckLine } from '@portal/domain/prescription';
import { eq, inArray } from 'drizzle-orm';
import { AppError, FieldErrors } from '../../platform/errors';
import {
  harmfulOrganisms,
  members,
  notesWarnings,
  plantNutritionProducts,
  plants,
  producers,
  productionAreas,
  unitsOfMeasure,
  users,
  type Orm,
  type ProducerRow,
  type ProductionAreaRow,
} from '../../platform/db';
import { licenceInfoOf, mixingAmong, mrlLimitsFor, registeredUseOf, substancesOf, unitsByIds, usesByIds, usesOfLicencesOnPlant, type UseRow } from './reference-reads';
import type { AuthContext } from '../../platform/auth';
import { ownedOrNull } from '../../platform/tenancy';
import { priorApplicationsOn } from './prior-applications';
import { todayInTurkey } from '../../platform/reference-changes';

/** The parts every way of writing shares. */
export type PrescriptionBody = Omit<FastInput, 'plantId' | 'plantingType' | 'areaType' | 'decares'>;

/** Where the prescription is written: an area (with or without its producer named) or by hand (fast). */
export type Target =
  | { kind: typeof PrescriptionKind.Producer | typeof PrescriptionKind.ProductionArea; productionAreaId: number; producerId: number | null }
  | { kind: typeof PrescriptionKind.Fast; plantId: number; plantingType: number | null; areaType: number; decares: number | null };

export interface DraftLine {
  input: PrescriptionBody['lines'][number];
  /** The registered use chosen in the editor. */
  chosen: UseRow;
  /** The use on this prescription's plant (the chosen one, or the same licence × organism on another plant); null: none. */
  use: UseRow | null;
  check: CheckLine;
}

export interface Draft {
  target: Target;
  body: PrescriptionBody;
  memberId: number;
  memberName: string;
  area: ProductionAreaRow | null;
  producer: ProducerRow | null;
  plant: { id: number; name: string; euCode: string | null };
  plantingType: number | null;
  areaType: number | null;
  decares: number | null;
  organisms: { id: number; name: string }[];
  lines: DraftLine[];
  notes: { id: number; category: string; severity: string; title: string | null; text: string }[];
  nutrition: { plantNutritionProductId: number; name: string; dose: number | null; unitId: number | null; unit: string | null; note: string | null }[];
  prescriber: { userId: number; fullName: string; title: string; authorizationNumber: string | null };
  context: CheckContext;
}

/** The prescriber's title printed on the prescription. */
export function prescriberTitleOf(role: number): string {
  if (role === Role.Muhendis) return 'Ziraat Mühendisi';
  if (role === Role.Danisman) return 'Bitki Koruma Danışmanı';
  return RoleLabel[role as Role] ?? 'Reçete yazan';
}

export { FieldErrors };

/** The member's area (archived or not) and its producer; another member's answers like a missing one. */
export async function areaOfMember(db: Orm, memberId: number, areaId: number) {
  const area = await ownedOrNull(db, productionAreas, memberId, areaId);
  if (!area) return null;
  const producer = area.producerId === null ? null : ((await db.select().from(producers).where(eq(producers.id, area.producerId)))[0] ?? null);
  return { area, producer };
}

export interface DraftOptions {
  /**
   * The issue day the application date is judged against: today in Türkiye, or for a
   * prescription derived from an earlier one (a correction, an attached fast one) the
   * earlier one's issue day, so that it keeps its own dates.
   */
  issueDate?: string;
  /** The prescription a correction replaces: not an earlier application of its own correction. */
  replaces?: number;
}

export async function prepareDraft(db: Orm, auth: AuthContext, target: Target, body: PrescriptionBody, options: DraftOptions = {}): Promise<Draft> {
  const errors = new FieldErrors();
  const memberId = auth.member.id;

  // ---------------------------------------------------------------- where
  let area: ProductionAreaRow | null = null;
  let producer: ProducerRow | null = null;
  let plantId: number;
  let plantingType: number | null;
  let areaType: number | null;
  let decares: number | null;
  if (target.kind === PrescriptionKind.Fast) {
    ({ plantId, plantingType, areaType, decares } = target);
  } else {
    const found = await areaOfMember(db, memberId, target.productionAreaId);
    if (!found) throw new AppError(404, ErrorCode.NotFound, 'Üretim alanı bulunamadı.');
    ({ area, producer } = found);
    if (!area.status) errors.add('productionAreaId', 'Arşivdeki bir alana reçete yazılamaz; önce alanı yeniden etkinleştirin.');
    if (target.kind === PrescriptionKind.Producer) {
      if (area.producerId === null || area.producerId !== target.producerId) errors.add('productionAreaId', 'Bu alan seçilen üreticinin değil.');
      else if (producer && !producer.status) errors.add('producerId', 'Arşivdeki bir üreticiye reçete yazılamaz; önce üreticiyi yeniden etkinleştirin.');
    }
    if (area.plantId === null) errors.add('productionAreaId', 'Alanda yetiştirilen bitki tanımlı değil; önce alanı güncelleyip bitkiyi seçin.');
    plantId = area.plantId ?? 0;
    plantingType = area.plantingType;
    areaType = area.areaType;
    decares = area.decares;
  }
  errors.throwIfAny();

  const [plant] = await db.select({ id: plants.id, name: plants.name, euCode: plants.euCode }).from(plants).where(eq(plants.id, plantId));
  if (!plant) {
    errors.add('plantId', 'Bitki bulunamadı.');
    errors.throwIfAny();
  }

  // ---------------------------------------------------------------- what
  const organismRows = await db.select({ id: harmfulOrganisms.id, name: harmfulOrganisms.name }).from(harmfulOrganisms).where(inArray(harmfulOrganisms.id, body.harmfulOrganismIds));
  const organismById = new Map(organismRows.map((o) => [o.id, o]));
  body.harmfulOrganismIds.forEach((id, i) => {
    if (!organismById.has(id)) errors.add(`harmfulOrganismIds.${i}`, 'Zararlı organizma bulunamadı.');
  });

  const chosen = await usesByIds(db, body.lines.map((l) => l.licenceDetailId));
  const units = await unitsByIds(db, body.lines.map((l) => l.doseUnitId));
  body.lines.forEach((line, i) => {
    const use = chosen.get(line.licenceDetailId);
    if (!use) errors.add(`lines.${i}.licenceDetailId`, 'Ruhsatlı kullanım bulunamadı.');
    else if (!organismById.has(use.harmfulOrganismId)) errors.add(`lines.${i}.licenceDetailId`, `Bu ürün satırı ${use.harmfulOrganismName} için; önce bu zararlı organizmayı seçin.`);
    if (!units.has(line.doseUnitId)) errors.add(`lines.${i}.doseUnitId`, 'Doz birimi bulunamadı.');
  });

  const noteRows = body.noteIds.length
    ? await db.select({ id: notesWarnings.id, category: notesWarnings.category, severity: notesWarnings.severity, title: notesWarnings.title, text: notesWarnings.text }).from(notesWarnings).where(inArray(notesWarnings.id, body.noteIds))
    : [];
  body.noteIds.forEach((id, i) => {
    if (!noteRows.some((n) => n.id === id)) errors.add(`noteIds.${i}`, 'Not bulunamadı.');
  });
  const nutritionIds = body.nutritionProducts.map((n) => n.plantNutritionProductId);
  const nutritionRows = nutritionIds.length
    ? await db.select({ id: plantNutritionProducts.id, name: plantNutritionProducts.name }).from(plantNutritionProducts).where(inArray(plantNutritionProducts.id, nutritionIds))
    : [];
  const nutritionUnitIds = body.nutritionProducts.map((n) => n.unitId).filter((v): v is number => v !== null);
  const nutritionUnits = nutritionUnitIds.length ? await db.select({ id: unitsOfMeasure.id, symbol: unitsOfMeasure.symbol }).from(unitsOfMeasure).where(inArray(unitsOfMeasure.id, nutritionUnitIds)) : [];
  body.nutritionProducts.forEach((n, i) => {
    if (!nutritionRows.some((r) => r.id === n.plantNutritionProductId)) errors.add(`nutritionProducts.${i}.plantNutritionProductId`, 'Bitki besleme ürünü bulunamadı.');
    if (n.unitId !== null && !nutritionUnits.some((u) => u.id === n.unitId)) errors.add(`nutritionProducts.${i}.unitId`, 'Birim bulunamadı.');
  });
  if (body.plannedHarvestDate && body.plannedHarvestDate < body.startDate) errors.add('plannedHarvestDate', 'Planlanan hasat tarihi uygulama tarihinden önce olamaz.');
  errors.throwIfAny();

  // ---------------------------------------------------------------- the uses on this plant
  const licenceIds = [...new Set([...chosen.values()].map((u) => u.licenceId))];
  // A chosen use of another plant (a fast prescription attached to an area of another crop)
  // is read again for this plant: the same licence against the same organism, if registered.
  const needsOtherPlant = [...chosen.values()].some((u) => u.plantId !== plant!.id);
  const onThisPlant = needsOtherPlant ? await usesOfLicencesOnPlant(db, licenceIds, plant!.id) : [];
  const substances = await substancesOf(db, licenceIds);

  const lines: DraftLine[] = body.lines.map((input) => {
    const picked = chosen.get(input.licenceDetailId)!;
    const use = picked.plantId === plant!.id ? picked : (onThisPlant.find((u) => u.licenceId === picked.licenceId && u.harmfulOrganismId === picked.harmfulOrganismId) ?? null);
    const subs = substances.get(picked.licenceId) ?? [];
    return {
      input,
      chosen: picked,
      use,
      check: {
        key: input.key,
        // Only the data's Annex IV flag exempts a substance from the MRL check; a missing link does not.
        licence: licenceInfoOf(picked, subs.map(({ mrlActiveSubstanceId: _, ...s }) => s)),
        harmfulOrganism: { id: picked.harmfulOrganismId, name: picked.harmfulOrganismName },
        use: use ? registeredUseOf(use) : null,
        dose: input.dose,
        doseUnit: units.get(input.doseUnitId)!,
        waterVolume: input.waterVolume,
      },
    };
  });

  // ---------------------------------------------------------------- who
  const [me] = await db.select({ id: users.id, name: users.name, surname: users.surname, role: users.role, authorizationNumber: users.authorizationNumber }).from(users).where(eq(users.id, auth.user.id));
  const prescriber = { userId: me!.id, fullName: `${me!.name} ${me!.surname}`, title: prescriberTitleOf(me!.role), authorizationNumber: me!.authorizationNumber };

  // ---------------------------------------------------------------- history, mixing, MRL
  const priorApplications = area ? await priorApplicationsOn(db, memberId, area.id, plant!.id, seasonStartOf(body.startDate, area.plantingDate), options.replaces) : [];
  const allSubstances = [...substances.values()].flat();
  const mixing = await mixingAmong(db, licenceIds, [...new Set(allSubstances.map((s) => s.id))]);
  const mrl = await mrlLimitsFor(db, plant!.euCode, body.market, body.startDate, allSubstances);

  const memberTaxNumber = area && !producer ? ((await db.select({ taxNumber: members.taxNumber }).from(members).where(eq(members.id, memberId)))[0]?.taxNumber ?? null) : null;
  const producerFullName = producer ? [producer.name, producer.surname].filter(Boolean).join(' ') : null;
  const context: CheckContext = {
    kind: target.kind,
    applicationDate: body.startDate,
    issueDate: options.issueDate ?? todayInTurkey(),
    plannedHarvestDate: body.plannedHarvestDate ?? area?.expectedHarvestDate ?? null,
    plant: plant!,
    area: area ? { id: area.id, name: area.name, decares: area.decares, cksBlock: area.cksBlock, cksParcel: area.cksParcel, plantingDate: area.plantingDate } : null,
    producer: producer ? { id: producer.id, fullName: producerFullName!, tcOrVkn: producer.tcOrVkn } : null,
    prescriber: { fullName: prescriber.fullName, authorizationNumber: prescriber.authorizationNumber },
    lines: lines.map((l) => l.check),
    priorApplications,
    mixing,
    mrl,
    market: body.market,
    // A corporate area is farmed by the member itself: its VKN identifies the producer of record (B-Reçete).
    corporateOwner: area && !producer ? { name: auth.member.name, vkn: memberTaxNumber } : null,
  };

  return {
    target,
    body,
    memberId,
    memberName: auth.member.name,
    area,
    producer,
    plant: plant!,
    plantingType,
    areaType: areaType ?? (target.kind === PrescriptionKind.Fast ? AreaType.Greenhouse : null),
    decares,
    organisms: body.harmfulOrganismIds.map((id) => organismById.get(id)!),
    lines,
    notes: body.noteIds.map((id) => noteRows.find((n) => n.id === id)!),
    nutrition: body.nutritionProducts.map((n) => ({
      plantNutritionProductId: n.plantNutritionProductId,
      name: nutritionRows.find((r) => r.id === n.plantNutritionProductId)!.name,
      dose: n.dose,
      unitId: n.unitId,
      unit: n.unitId === null ? null : (nutritionUnits.find((u) => u.id === n.unitId)?.symbol ?? null),
      note: n.note,
    })),
    prescriber,
    context,
  };
}
