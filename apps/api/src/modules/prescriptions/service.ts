// The writes every way of writing shares: resolve, check, issue (with the area's weather when
// asked for), and the correction that cancels one prescription and issues the next.
import { ErrorCode, PrescriptionKind, type Prescription } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, isNull, sql } from 'drizzle-orm';
import { authOf } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { prescriptions, type Orm } from '../../platform/db';
import { weatherOfArea } from '../../platform/weather';
import { prepareDraft, type Draft, type PrescriptionBody, type Target } from './draft';
import { assertIssuable, checkDraft, writeIssued, type IssueExtras } from './issue';
import { isPlanKind } from './fertilization-read';
import { prescriptionNotFound, prescriptionOf, rowOfMember } from './read';
import { inTransaction, ofMember } from '../../platform/tenancy';
import { todayInTurkey } from '../../platform/reference-changes';

/** The area's weather at issue, stored with the prescription (spec §3 includeWeatherData). */
async function weatherFor(app: FastifyInstance, request: FastifyRequest, draft: Draft): Promise<unknown> {
  if (!draft.body.includeWeatherData || !draft.area) return null;
  const centroid = draft.area.centroidLat !== null && draft.area.centroidLon !== null ? { lat: draft.area.centroidLat, lon: draft.area.centroidLon } : null;
  return weatherOfArea(app.db, request.log, { id: draft.area.id, centroid }, { baseUrl: app.config.weatherApiUrl, timeoutMs: app.config.weatherTimeoutMs });
}

/** Resolves, checks and issues; 422 with the findings when the checks refuse. */
export async function issueNew(app: FastifyInstance, request: FastifyRequest, target: Target, body: PrescriptionBody, extras: IssueExtras = {}): Promise<Prescription> {
  const auth = authOf(request);
  const draft = await prepareDraft(app.db, auth, target, body);
  const { findings, result } = checkDraft(draft);
  assertIssuable(result);
  const weatherData = await weatherFor(app, request, draft);
  const { id } = await inTransaction(app.db, (tx) => writeIssued(tx, app.config, draft, findings, { ...extras, weatherData }));
  return prescriptionOf(app.db, await rowOfMember(app.db, auth.member.id, id));
}

/** Where an existing prescription was written: a correction is written to the same place. */
export function targetOf(row: typeof prescriptions.$inferSelect): Target {
  if (row.kind === PrescriptionKind.Fast) {
    return { kind: PrescriptionKind.Fast, plantId: row.plantId, plantingType: row.plantingType, areaType: row.areaType ?? 0, decares: row.decares };
  }
  return { kind: row.kind as 0 | 1, productionAreaId: row.productionAreaId!, producerId: row.producerId };
}

/**
 * POST prescription/{id}/correct: in one transaction the issued prescription is cancelled
 * (with the reason) and its correction issued with a new number that refers to it.
 */
export async function correct(app: FastifyInstance, request: FastifyRequest, id: number, reason: string, body: PrescriptionBody): Promise<Prescription> {
  const auth = authOf(request);
  const old = await rowOfMember(app.db, auth.member.id, id);
  if (isPlanKind(old.kind)) {
    throw new AppError(400, ErrorCode.Validation, 'Gübreleme planları düzeltme ile değil, şablonu düzenleyip yeniden göndererek değişir.', [{ field: 'params.id', message: 'Bir bitki koruma reçetesi seçin' }]);
  }
  if (old.state !== 'issued') throw new AppError(409, 'PRESCRIPTION_ALREADY_CANCELLED', 'Bu reçete zaten iptal edilmiş; düzeltmesi yazılmış.');
  // A correction keeps the dates of the prescription it corrects: judged against its issue day.
  const draft = await prepareDraft(app.db, auth, targetOf(old), body, { issueDate: todayInTurkey(old.issuedAt), replaces: id });
  const { findings, result } = checkDraft(draft);
  assertIssuable(result);
  const weatherData = await weatherFor(app, request, draft);
  const created = await inTransaction(app.db, async (tx) => {
    // Two corrections of one prescription at once: the second finds it cancelled.
    const cancelled = await tx
      .update(prescriptions)
      .set({ state: 'cancelled', cancelledAt: sql`now()`, cancelReason: reason })
      .where(ofMember(prescriptions, auth, eq(prescriptions.id, id), eq(prescriptions.state, 'issued'), isNull(prescriptions.deletedAt)))
      .returning({ id: prescriptions.id });
    if (cancelled.length === 0) throw new AppError(409, 'PRESCRIPTION_ALREADY_CANCELLED', 'Bu reçete zaten iptal edilmiş; düzeltmesi yazılmış.');
    await recordAudit(tx, { actorUserId: auth.user.id, action: 'prescription.cancel', entity: 'prescription', entityId: id, before: { state: 'issued' }, after: { state: 'cancelled', cancelReason: reason } });
    return writeIssued(tx, app.config, draft, findings, { correctsId: id, sourceId: old.sourceId ?? undefined, weatherData });
  });
  return prescriptionOf(app.db, await rowOfMember(app.db, auth.member.id, created.id));
}

/** An issued fast prescription of the member, or 404 (400 when it is not a fast one). */
export async function fastOfMember(db: Orm, memberId: number, id: number) {
  const row = await rowOfMember(db, memberId, id);
  if (row.kind !== PrescriptionKind.Fast) throw new AppError(400, 'VALIDATION_ERROR', 'Yalnızca hızlı reçeteler alanlara ya da üreticilere uygulanabilir.', [{ field: 'body.prescriptionId', message: 'Hızlı reçete seçin' }]);
  if (row.state !== 'issued') throw new AppError(409, 'PRESCRIPTION_ALREADY_CANCELLED', 'İptal edilmiş bir reçete uygulanamaz.');
  return row;
}

export { prescriptionNotFound };
