// fast-to-production-area and fast-to-producer (spec §7): a fast prescription written by hand
// becomes a linked prescription on each area, each checked again for that area (its plant,
// its history, its producer's identity for B-Reçete). An area the checks refuse gets no
// prescription; the answer lists, per area, the new number or the findings.
import { ErrorCode, PrescriptionKind, type PrescriptionLine } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { eq, inArray } from 'drizzle-orm';
import type { attachResultSchema } from '@portal/contracts';
import { authOf } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { prescriptionLines, productionAreas, producers, type Orm, type PrescriptionRow } from '../../platform/db';
import { prepareDraft, type PrescriptionBody, type Target } from './draft';
import { checkDraft, writeIssued } from './issue';
import { inTransaction, ofMember } from '../../platform/tenancy';
import { todayInTurkey } from '../../platform/reference-changes';

type AttachResult = z.infer<typeof attachResultSchema>;

/** The written body of a stored prescription, for writing it again elsewhere. */
export async function bodyOf(db: Orm, row: PrescriptionRow, acknowledgedFindings: string[]): Promise<PrescriptionBody> {
  const lines = await db.select().from(prescriptionLines).where(eq(prescriptionLines.prescriptionId, row.id)).orderBy(prescriptionLines.position);
  const nutrition = row.nutritionProducts as { plantNutritionProductId: number; dose: number | null; unitId?: number | null; note: string | null }[];
  return {
    title: row.title,
    startDate: row.startDate,
    plannedHarvestDate: null,
    harmfulOrganismIds: (row.organisms as { id: number }[]).map((o) => o.id),
    lines: lines.map((l) => ({
      key: l.key,
      licenceDetailId: l.licenceDetailId ?? (l.snapshot as PrescriptionLine).licenceDetailId ?? 0,
      dose: l.dose,
      doseUnitId: l.doseUnitId,
      waterVolume: l.waterVolume,
      tankSize: l.tankSize,
      packSize: l.packSize,
    })),
    nutritionProducts: nutrition.map((n) => ({ plantNutritionProductId: n.plantNutritionProductId, dose: n.dose, unitId: n.unitId ?? null, note: n.note })),
    noteIds: (row.notesWarnings as { id: number }[]).map((n) => n.id),
    maintenanceInfo: row.maintenanceInfo,
    notes: row.notes,
    includeWeatherData: row.includeWeatherData,
    market: row.market,
    acknowledgedFindings,
  };
}

/**
 * Writes the fast prescription on each area, one transaction per area, as what the caller asked
 * for: area prescriptions ("Alanlara uygula") or producer prescriptions ("Üreticilere uygula";
 * an area without a producer can only get an area prescription).
 */
export async function attachToAreas(
  app: FastifyInstance,
  request: FastifyRequest,
  fast: PrescriptionRow,
  areaIds: number[],
  acknowledgedFindings: string[],
  kind: typeof PrescriptionKind.Producer | typeof PrescriptionKind.ProductionArea,
): Promise<AttachResult[]> {
  const auth = authOf(request);
  const areas = await app.db
    .select({ id: productionAreas.id, name: productionAreas.name, producerId: productionAreas.producerId })
    .from(productionAreas)
    .where(ofMember(productionAreas, auth, inArray(productionAreas.id, areaIds)));
  // Another member's area answers like a missing one (DESIGN.md §2).
  if (areas.length !== areaIds.length) throw new AppError(404, ErrorCode.NotFound, 'Üretim alanı bulunamadı.');
  const body = await bodyOf(app.db, fast, acknowledgedFindings);
  const results: AttachResult[] = [];
  for (const areaId of areaIds) {
    const area = areas.find((a) => a.id === areaId)!;
    const target: Target =
      kind === PrescriptionKind.Producer && area.producerId !== null
        ? { kind: PrescriptionKind.Producer, productionAreaId: area.id, producerId: area.producerId }
        : { kind: PrescriptionKind.ProductionArea, productionAreaId: area.id, producerId: null };
    try {
      // Written from the fast prescription: its application date is judged against the fast one's issue day.
      const draft = await prepareDraft(app.db, auth, target, { ...body, plannedHarvestDate: null }, { issueDate: todayInTurkey(fast.issuedAt) });
      const { findings, result } = checkDraft(draft);
      if (!result.canIssue) {
        results.push({ productionAreaId: area.id, areaName: area.name, prescription: null, findings });
        continue;
      }
      const issued = await inTransaction(app.db, (tx) => writeIssued(tx, app.config, draft, findings, { sourceId: fast.id }));
      results.push({ productionAreaId: area.id, areaName: area.name, prescription: issued, findings });
    } catch (error) {
      // An area not ready for a prescription (archived, no plant) is this area's finding, not the request's failure.
      if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
      results.push({ productionAreaId: area.id, areaName: area.name, prescription: null, findings: [{ code: 'AREA_NOT_READY', severity: 'error', message: error.message }] });
    }
  }
  return results;
}

/** The active areas of the member's producers, in the order the producers were given. */
export async function areasOfProducers(db: Orm, memberId: number, producerIds: number[]): Promise<number[]> {
  const found = await db.select({ id: producers.id, name: producers.name, surname: producers.surname }).from(producers).where(ofMember(producers, memberId, inArray(producers.id, producerIds)));
  if (found.length !== producerIds.length) throw new AppError(404, ErrorCode.NotFound, 'Üretici bulunamadı.');
  const areas = await db
    .select({ id: productionAreas.id, producerId: productionAreas.producerId })
    .from(productionAreas)
    .where(ofMember(productionAreas, memberId, inArray(productionAreas.producerId, producerIds), eq(productionAreas.status, true)))
    .orderBy(productionAreas.id);
  const ids: number[] = [];
  producerIds.forEach((pid, i) => {
    const own = areas.filter((a) => a.producerId === pid).map((a) => a.id);
    if (own.length === 0) {
      const p = found.find((f) => f.id === pid)!;
      throw new AppError(400, ErrorCode.Validation, `${[p.name, p.surname].filter(Boolean).join(' ')} adlı üreticinin etkin üretim alanı yok.`, [{ field: `body.producers.${i}`, message: 'Üreticinin etkin üretim alanı yok' }]);
    }
    ids.push(...own);
  });
  return ids;
}
