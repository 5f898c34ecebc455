// What the editor writes and checks: the request bodies built from the draft (contracts:
// areaLinkedInputSchema, producerLinkedInputSchema, fastInputSchema, checkInputSchema,
// correctionInputSchema), the draft of a correction, and the preview's sheet.
import {
  AreaType,
  areaLinkedInputSchema,
  correctionInputSchema,
  fastInputSchema,
  PrescriptionKind,
  producerLinkedInputSchema,
  type Candidate,
  type Note,
  type Prescription,
  type Unit,
} from '@portal/contracts';
import type { FormErrors } from '@mantine/form';
import { schemaErrors } from '@portal/shared/ui';
import type { z } from 'zod';
import type { DocumentModel } from '../components/prescription-document';
import { previewDose } from '../components/dose-preview';
import { doseRangeText, substanceText } from '../components/prescription-text';
import { lineUnit } from '../components/line-editor';
import { emptyDraft, type DraftLine, type LineInfo, type PrescriptionDraft } from '../state/draft';

export type EditorKind = typeof PrescriptionKind.Producer | typeof PrescriptionKind.ProductionArea | typeof PrescriptionKind.Fast;

/** Where the editor writes and what the route fixes (the area's record, or the corrected prescription). */
export interface EditorContext {
  /** The draft's key: one draft per editor route. */
  route: string;
  kind: EditorKind;
  /** The plant fixed by the area or the corrected prescription; null: chosen in the draft (fast). */
  plant: { id: number; name: string } | null;
  plantingType: number | null;
  areaType: number | null;
  decares: number | null;
  productionAreaId: number | null;
  producerId: number | null;
  area: DocumentModel['area'];
  producer: DocumentModel['producer'];
  expectedHarvestDate: string | null;
  /** The area whose weather can be kept with the prescription. */
  weatherAreaId: number | null;
  /** A correction of this issued prescription (POST …/correct). */
  correction: Prescription | null;
}

/** The parts of the body every kind shares. */
export function commonBodyOf(d: PrescriptionDraft) {
  return {
    title: d.title.trim() || null,
    startDate: d.startDate,
    plannedHarvestDate: d.plannedHarvestDate,
    harmfulOrganismIds: d.harmfulOrganisms.map((o) => o.id),
    lines: d.lines.map((l) => ({ key: l.key, licenceDetailId: l.licenceDetailId, dose: l.dose, doseUnitId: l.doseUnitId, waterVolume: l.waterVolume, tankSize: l.tankSize, packSize: l.packSize })),
    nutritionProducts: d.nutritionProducts.map((n) => ({ plantNutritionProductId: n.plantNutritionProductId, dose: n.dose, unitId: n.unitId, note: n.note.trim() || null })),
    noteIds: d.noteIds,
    maintenanceInfo: d.maintenanceInfo.trim() || null,
    notes: d.notes.trim() || null,
    includeWeatherData: d.includeWeatherData,
    market: 'TR',
    acknowledgedFindings: d.acknowledgedFindings,
  };
}

/** The write body of the context's kind, with the ids the route fixes (or the fast choices). */
export function writeBodyOf(ctx: EditorContext, d: PrescriptionDraft): Record<string, unknown> {
  const common = commonBodyOf(d);
  if (ctx.kind === PrescriptionKind.Producer) return { producerId: ctx.producerId, productionAreaId: ctx.productionAreaId, ...common };
  if (ctx.kind === PrescriptionKind.ProductionArea) return { productionAreaId: ctx.productionAreaId, ...common };
  const fixed = ctx.plant !== null;
  return {
    plantId: fixed ? ctx.plant!.id : d.plant?.id,
    plantingType: fixed ? ctx.plantingType : d.plantingType,
    areaType: fixed ? (ctx.areaType ?? AreaType.Greenhouse) : d.areaType,
    decares: fixed ? ctx.decares : d.decares,
    ...common,
  };
}

/** POST prescription/check's body: the write body and its `type`. */
export const checkBodyOf = (ctx: EditorContext, d: PrescriptionDraft) => ({ type: ctx.kind, ...writeBodyOf(ctx, d) });

/** Whether the draft is complete enough to be checked (the API refuses an incomplete body with 400). */
export function checkable(ctx: EditorContext, d: PrescriptionDraft): boolean {
  const plantKnown = ctx.plant !== null || d.plant !== null;
  return plantKnown && d.harmfulOrganisms.length > 0 && d.lines.length > 0 && d.lines.every((l) => l.dose !== null && l.dose > 0);
}

const writeSchemas = {
  [PrescriptionKind.Producer]: producerLinkedInputSchema,
  [PrescriptionKind.ProductionArea]: areaLinkedInputSchema,
  [PrescriptionKind.Fast]: fastInputSchema,
} as const;

/** The contract of what the editor sends: a correction's `{ reason, prescription }`, or its kind's write body. */
export const requestSchemaOf = (ctx: EditorContext): z.ZodType<Record<string, unknown>> => (ctx.correction ? correctionInputSchema : writeSchemas[ctx.kind]);

/** What the editor sends for the draft (see requestSchemaOf). */
export const requestOf = (ctx: EditorContext, d: PrescriptionDraft): Record<string, unknown> =>
  ctx.correction ? { reason: d.reason.trim(), prescription: commonBodyOf(d) } : writeBodyOf(ctx, d);

/** A correction's `prescription.` prefix dropped: the editor's fields are the body's own. */
export const withoutCorrectionPrefix = (path: string) => path.replace(/^prescription\./, '');

/** The contract's Turkish messages for the draft, keyed as the editor's fields (lines.0.dose…). */
export function draftErrors(ctx: EditorContext, d: PrescriptionDraft): FormErrors {
  const errors = schemaErrors(requestSchemaOf(ctx), requestOf(ctx, d));
  return ctx.correction ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [withoutCorrectionPrefix(k), v])) : errors;
}

/** The fields the editor shows for the context, by their top name (a refusal's details land on these). */
export function editorFieldsOf(ctx: EditorContext): string[] {
  const common = ['title', 'startDate', 'plannedHarvestDate', 'harmfulOrganismIds', 'lines', 'nutritionProducts', 'noteIds', 'maintenanceInfo', 'notes'];
  return [...(ctx.correction ? ['reason'] : []), ...(ctx.plant === null ? ['plantId', 'plantingType', 'areaType', 'decares'] : []), ...common];
}

/** A line's display data from a registered use (GET prescription/candidates). */
export function lineInfoOf(c: Candidate): LineInfo {
  return {
    tradeName: c.tradeName,
    licenceNumber: c.licenceNumber,
    formulationCode: c.formulationCode,
    harmfulOrganism: c.harmfulOrganism,
    activeSubstances: c.activeSubstances.map((s) => ({ name: s.name, moaScheme: s.moaScheme, moaCode: s.moaCode })),
    doseMin: c.doseMin,
    doseMax: c.doseMax,
    doseUnit: { id: c.doseUnit.id, symbol: c.doseUnit.symbol, kind: c.doseUnit.kind, amountUnit: c.doseUnit.amountUnit, perQuantity: c.doseUnit.perQuantity, perUnit: c.doseUnit.perUnit },
    waterVolumeMin: c.waterVolumeMin,
    waterVolumeMax: c.waterVolumeMax,
    phiDays: c.phiDays,
    beeWaitingDays: c.beeWaitingDays,
    reEntryHours: c.reEntryHours,
    maxApplications: c.maxApplications,
  };
}

let lineCounter = 0;
/** A line key the contract accepts (`[A-Za-z0-9_-]{1,40}`), unique within the draft. */
export function newLineKey(): string {
  lineCounter += 1;
  return `L${Date.now().toString(36)}${lineCounter.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 40);
}

/** "Ekle": a line from a registered use, its dose the registered minimum. */
export function lineFromCandidate(c: Candidate): DraftLine {
  return {
    key: newLineKey(),
    licenceDetailId: c.licenceDetailId,
    dose: c.doseMin,
    doseUnitId: c.doseUnit.id,
    waterVolume: c.waterVolumeMin,
    tankSize: null,
    packSize: null,
    info: lineInfoOf(c),
  };
}

/** The editor's draft for correcting an issued prescription: its own values, the reason to give. */
export function draftOfPrescription(p: Prescription): PrescriptionDraft {
  return emptyDraft({
    title: p.title ?? '',
    plant: { id: p.plantId, name: p.plant.name },
    plantingType: p.plantingType,
    areaType: p.areaType ?? AreaType.Greenhouse,
    decares: p.decares,
    harmfulOrganisms: p.harmfulOrganisms,
    lines: p.lines
      .filter((l) => l.licenceDetailId !== null)
      .map((l) => ({
        key: l.key,
        licenceDetailId: l.licenceDetailId!,
        dose: l.dose,
        doseUnitId: l.doseUnit.id,
        waterVolume: l.waterVolume,
        tankSize: l.tankSize,
        packSize: l.packSize,
        info: {
          tradeName: l.tradeName,
          licenceNumber: l.licenceNumber,
          formulationCode: l.formulationCode,
          harmfulOrganism: l.harmfulOrganism,
          activeSubstances: l.activeSubstances.map((s) => ({ name: s.name, moaScheme: s.moaScheme, moaCode: s.moaCode })),
          doseMin: l.doseMin,
          doseMax: l.doseMax,
          doseUnit: { id: (l.registeredUnit ?? l.doseUnit).id, symbol: (l.registeredUnit ?? l.doseUnit).symbol, kind: null, amountUnit: l.amount?.productUnit ?? null, perQuantity: null, perUnit: null },
          waterVolumeMin: null,
          waterVolumeMax: null,
          phiDays: l.phiDays,
          beeWaitingDays: l.beeWaitingDays,
          reEntryHours: l.reEntryHours,
          maxApplications: l.maxApplications,
        },
      })),
    startDate: p.startDate.slice(0, 10),
    plannedHarvestDate: p.plannedHarvestDate ? p.plannedHarvestDate.slice(0, 10) : null,
    maintenanceInfo: p.maintenanceInfo ?? '',
    notes: p.notes ?? '',
    noteIds: p.notesWarnings.map((n) => n.id),
    nutritionProducts: p.nutritionProducts.map((n) => ({ plantNutritionProductId: n.plantNutritionProductId, name: n.name, dose: n.dose, unitId: null, unitSymbol: n.unit, note: n.note ?? '' })),
    includeWeatherData: p.includeWeatherData,
    acknowledgedFindings: p.acknowledgements.map((a) => a.key),
  });
}

/** The editor's context for correcting `p`: plant, area and producer stay the original's. */
export function correctionContext(p: Prescription): EditorContext {
  return {
    route: `duzelt/${p.id}`,
    kind: (p.type === PrescriptionKind.Producer || p.type === PrescriptionKind.ProductionArea ? p.type : PrescriptionKind.Fast) as EditorKind,
    plant: { id: p.plantId, name: p.plant.name },
    plantingType: p.plantingType,
    areaType: p.areaType,
    decares: p.productionArea?.decares ?? p.decares,
    productionAreaId: p.productionAreaId,
    producerId: p.producerId,
    area: p.productionArea,
    producer: p.producer ? { fullName: [p.producer.name, p.producer.surName].filter(Boolean).join(' '), tcOrVkn: p.producer.tcOrVkn, phone: p.producer.phone, email: p.producer.email, cksNumber: p.producer.cksNumber } : null,
    expectedHarvestDate: p.plannedHarvestDate,
    weatherAreaId: p.productionAreaId,
    correction: p,
  };
}

/** The sheet the preview shows: what will be printed once issued. */
export function documentOfDraft(ctx: EditorContext, d: PrescriptionDraft, refs: { units?: readonly Unit[]; notes?: readonly Note[] }): DocumentModel {
  const decares = ctx.plant !== null ? ctx.decares : d.decares;
  return {
    prescriptionNo: null,
    title: d.title.trim() || null,
    kind: ctx.kind,
    state: 'draft',
    issuedAt: null,
    memberName: null,
    prescriber: null,
    producer: ctx.producer,
    area: ctx.area,
    plantName: (ctx.plant ?? d.plant)?.name ?? '—',
    plantingType: ctx.plant !== null ? ctx.plantingType : d.plantingType,
    areaType: ctx.plant !== null ? ctx.areaType : d.areaType,
    decares,
    startDate: d.startDate,
    plannedHarvestDate: d.plannedHarvestDate,
    organisms: d.harmfulOrganisms.map((o) => o.name),
    lines: d.lines.map((l) => {
      const unit = lineUnit(l, refs.units);
      const amount = previewDose({ decares, dose: l.dose, unit, waterVolume: l.waterVolume, tankSize: l.tankSize, packSize: l.packSize });
      return {
        key: l.key,
        tradeName: l.info.tradeName,
        licenceNumber: l.info.licenceNumber,
        formulationCode: l.info.formulationCode,
        organism: l.info.harmfulOrganism.name,
        activeSubstances: l.info.activeSubstances.map(substanceText),
        dose: l.dose,
        doseUnit: unit.symbol,
        doseRange: doseRangeText(l.info.doseMin, l.info.doseMax, l.info.doseUnit.symbol),
        waterVolume: l.waterVolume,
        phiDays: l.info.phiDays,
        beeWaitingDays: l.info.beeWaitingDays,
        reEntryHours: l.info.reEntryHours,
        amount,
      };
    }),
    nutrition: d.nutritionProducts.map((n) => ({ name: n.name, dose: n.dose, unit: n.unitSymbol, note: n.note.trim() || null })),
    notesWarnings: d.noteIds.map((id) => refs.notes?.find((n) => n.id === id)).filter((n): n is Note => !!n),
    maintenanceInfo: d.maintenanceInfo.trim() || null,
    notes: d.notes.trim() || null,
    weather: d.includeWeatherData ? 'Reçete düzenlendiği anki hava durumu eklenecek.' : null,
    acknowledgements: [],
    cancelReason: null,
  };
}
