// Recording what was applied: one line of an issued area (or producer) prescription carried out
// on its area, checked against the prescription before anything is written (its area's size,
// the line's unit and amount, the day it was issued), refused when the same event is already
// recorded here or as a TRC lot's spraying stage, kept with the weather of its hour. A
// correction writes a new version beside the old (with its reason), a withdrawal keeps the
// record; every step is in register_versions and in the audit log.
import {
  ErrorCode,
  RegisterErrorCode,
  type ApplicationCheckResult,
  type ApplicationCorrection,
  type ApplicationInput,
  type RegisterApplication,
  type WithdrawInput,
} from '@portal/contracts';
import { amountUnitOf, formatDate, formatNumber } from '@portal/domain/prescription';
import { eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth';
import { lots, lotStages, prescriptions, productionAreas, registerApplications, registerVersions, type Orm, type RegisterApplicationRow } from '../../platform/db';
import { AppError, FieldErrors } from '../../platform/errors';
import { inTransaction, notFound, ofMember, ownedOr404 } from '../../platform/tenancy';
import type { WeatherClientOptions } from '../../platform/weather';
import { rctApplicationOf } from './rows';
import {
  areaOfMember,
  countedApplications,
  flagsOfApplication,
  lineKeyOf,
  loadAreaSeason,
  prescriptionsWithLines,
  recordedOf,
  seasonRecordOf,
  type AreaInfo,
  type LineInfo,
  type PrescriptionInfo,
} from './season';
import { applicationState, userName } from './versions';
import { weatherAtHour, type WeatherAtHour } from './weather';

export const applicationNotFound = () => notFound('Uygulama kaydı bulunamadı.');

const unitOf = amountUnitOf;
const unitText = (unit: string) => (unit.trim().toLowerCase() === 'l' ? 'L' : unit.trim());
/** More than this many times what the line allows is a typing mistake, not an overdose. */
export const ABSURD_FACTOR = 10;

export interface Target {
  prescription: PrescriptionInfo;
  line: LineInfo;
  area: AreaInfo;
}

/** The line's amount unit: the dose calculator's (ml/L, g/kg), or the dose unit's amount part. */
const lineUnit = (line: LineInfo) => line.snapshot.amount?.productUnit ?? line.snapshot.doseUnit.symbol.split('/')[0]!.trim();

/** The prescription and line an application carries out (the member's: 404), and its area. */
export async function targetOf(db: Orm, memberId: number, prescriptionId: number, lineKey: string, options: { recording: boolean }): Promise<Target> {
  const [prescription] = await prescriptionsWithLines(db, memberId, eq(prescriptions.id, prescriptionId));
  if (!prescription) throw notFound('Reçete bulunamadı.');
  if (options.recording) {
    const why =
      prescription.deleted
        ? 'Reçete silinmiş'
        : prescription.state !== 'issued'
          ? 'Reçete iptal edilmiş'
          : ![0, 1].includes(prescription.kind) || prescription.productionAreaId === null
            ? 'Reçete bir üretim alanına yazılmamış (hızlı reçete ya da gübreleme programı)'
            : null;
    if (why) throw new AppError(409, RegisterErrorCode.PrescriptionNotApplicable, `${why}: ${prescription.prescriptionNo} numaralı reçeteye uygulama kaydedilemez.`);
  }
  const line = prescription.lines.find((l) => l.key === lineKey);
  if (!line) {
    throw new AppError(400, ErrorCode.Validation, 'Reçetede bu ürün satırı yok.', [{ field: 'body.prescriptionLineKey', message: `${prescription.prescriptionNo} numaralı reçetede bu satır yok; reçetedeki ürünlerden birini seçin.` }]);
  }
  const area = await areaOfMember(db, memberId, prescription.productionAreaId!);
  return { prescription, line, area };
}

type Fields = Pick<ApplicationInput, 'appliedOn' | 'amount' | 'amountUnit' | 'decares'>;

/** The checks against the prescription that refuse (400): the area's size, the unit, an absurd amount, a day before the issue. */
export function validateAgainst(target: Target, input: Fields): void {
  const errors = new FieldErrors();
  const { area, line, prescription } = target;
  if (input.decares > area.decares) {
    errors.add('decares', `Uygulanan alan ${formatNumber(input.decares)} da; ${area.name} alanı ${formatNumber(area.decares)} da, daha büyük bir alan girilemez.`);
  }
  const prescribedUnit = lineUnit(line);
  const prescribed = unitOf(prescribedUnit);
  const used = unitOf(input.amountUnit);
  if (prescribed && used && prescribed.dimension !== used.dimension) {
    errors.add('amountUnit', `Reçetedeki miktar ${unitText(prescribedUnit)} cinsinden; ${input.amountUnit} ile karşılaştırılamaz (${prescribed.dimension === 'volume' ? 'ml ya da L' : 'g ya da kg'} seçin).`);
  } else if (prescribed && used && line.snapshot.amount && line.snapshot.amount.areaDecares > 0) {
    const perDecare = line.snapshot.amount.productAmount / line.snapshot.amount.areaDecares;
    const allowed = (perDecare * input.decares * prescribed.factor) / used.factor;
    if (input.amount > allowed * ABSURD_FACTOR) {
      const unit = unitText(input.amountUnit);
      errors.add(
        'amount',
        `Kullanılan miktar ${formatNumber(input.amount)} ${unit}; reçete ${formatNumber(input.decares)} dekar için en çok ${formatNumber(allowed)} ${unit} ${line.snapshot.tradeName} öngörüyor. ${ABSURD_FACTOR} katından fazlası kaydedilemez: miktarı ve birimini denetleyin.`,
      );
    }
  }
  const issuedOn = istanbulDay(prescription.issuedAt);
  if (input.appliedOn < issuedOn) {
    errors.add('appliedOn', `Uygulama tarihi ${formatDate(input.appliedOn)}, reçete ise ${formatDate(issuedOn)} tarihinde yazılmış; reçeteden önceki bir uygulama bu reçeteye kaydedilemez.`);
  }
  errors.throwIfAny();
}

const istanbulDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** 409 when the area has the product applied that day already: here (not withdrawn), or as a TRC lot's spraying stage. */
export async function refuseDuplicate(db: Orm, memberId: number, event: { areaId: number; date: string; licenceId: number; productName: string }, exceptId?: number): Promise<void> {
  const [own] = await db
    .select({ id: registerApplications.id })
    .from(registerApplications)
    .where(
      ofMember(
        registerApplications,
        memberId,
        eq(registerApplications.productionAreaId, event.areaId),
        eq(registerApplications.appliedOn, event.date),
        eq(registerApplications.licenceId, event.licenceId),
        isNull(registerApplications.withdrawnAt),
        exceptId === undefined ? undefined : ne(registerApplications.id, exceptId),
      ),
    )
    .limit(1);
  if (own) {
    throw new AppError(409, RegisterErrorCode.Duplicate, `Bu alanda ${formatDate(event.date)} tarihli ${event.productName} uygulaması zaten kayıtlı (kayıt no ${own.id}): aynı uygulamayı ikinci kez kaydetmek yerine o kaydı düzeltin.`, undefined, {
      source: 'rct',
      id: own.id,
      lot: null,
    });
  }
  const [stage] = await db
    .select({ id: lotStages.id, lotId: lots.id, code: lots.code })
    .from(lotStages)
    .innerJoin(lots, eq(lots.id, lotStages.lotId))
    .where(ofMember(lots, memberId, eq(lots.productionAreaId, event.areaId), eq(lotStages.kind, 'spraying'), eq(lotStages.date, event.date), eq(lotStages.licenceId, event.licenceId)))
    .limit(1);
  if (stage) {
    throw new AppError(
      409,
      RegisterErrorCode.Duplicate,
      `Bu uygulama ${stage.code} partisinin ilaçlama aşaması olarak zaten kayıtlı (${formatDate(event.date)}, ${event.productName}): aynı olay iki kez kaydedilmez, kayıt defteri o aşamayı gösterir.`,
      undefined,
      { source: 'trc', id: stage.id, lot: { id: stage.lotId, code: stage.code } },
    );
  }
}

/** Locks the area's row for the transaction: two records of one area are checked one after the other. */
async function lockArea(tx: Orm, memberId: number, areaId: number) {
  await tx.select({ id: productionAreas.id }).from(productionAreas).where(ofMember(productionAreas, memberId, eq(productionAreas.id, areaId))).for('update');
}

export interface WriteContext {
  db: Orm;
  log: FastifyBaseLogger;
  weather: WeatherClientOptions;
  auth: Pick<AuthContext, 'user' | 'member'>;
}

/** The flags an application with these fields has (or would have) in its area's season. */
async function flagsFor(db: Orm, memberId: number, target: Target, fields: Fields, id: number | null) {
  const season = await loadAreaSeason(db, memberId, target.area.id, Number(fields.appliedOn.slice(0, 4)), target.area);
  const others = countedApplications(season)
    .filter((a) => !(a.source === 'rct' && a.id === id))
    .map((a) => recordedOf(season, a));
  const self = {
    id: 'self',
    date: fields.appliedOn,
    lineKey: lineKeyOf(target.prescription.id, target.line.key),
    licenceId: target.line.licenceId,
    tradeName: target.line.snapshot.tradeName,
    activeSubstances: target.line.snapshot.activeSubstances.map((s) => ({ id: s.id, name: s.name, moaScheme: s.moaScheme, moaCode: s.moaCode })),
    amount: fields.amount,
    amountUnit: fields.amountUnit,
    decares: fields.decares,
    phiDays: target.line.snapshot.phiDays,
  };
  // The season's lines include this prescription's even when it started in another year.
  season.prescriptionsById.set(target.prescription.id, target.prescription);
  return flagsOfApplication(seasonRecordOf(season, [...others, self]), 'self');
}

/** The application as the API sends it, flagged in its season. */
export async function applicationAnswer(db: Orm, memberId: number, row: RegisterApplicationRow): Promise<RegisterApplication> {
  const season = await loadAreaSeason(db, memberId, row.productionAreaId, Number(row.appliedOn.slice(0, 4)));
  const loaded = season.applications.find((a) => a.source === 'rct' && a.id === row.id);
  const flags = row.withdrawnAt || !loaded ? [] : flagsOfApplication(seasonRecordOf(season, countedApplications(season).map((a) => recordedOf(season, a))), `rct:${row.id}`);
  return rctApplicationOf(row, {
    areaName: season.area.name,
    prescriptionNo: season.prescriptionsById.get(row.prescriptionId)?.prescriptionNo ?? null,
    photoIds: loaded?.photoIds ?? [],
    flags,
  });
}

/** POST register/application/check: what saving would flag and the weather it would keep; nothing is written. */
export async function checkApplication(ctx: WriteContext, input: ApplicationInput): Promise<ApplicationCheckResult> {
  const memberId = ctx.auth.member.id;
  const target = await targetOf(ctx.db, memberId, input.prescriptionId, input.prescriptionLineKey, { recording: true });
  validateAgainst(target, input);
  await refuseDuplicate(ctx.db, memberId, { areaId: target.area.id, date: input.appliedOn, licenceId: target.line.licenceId, productName: target.line.snapshot.tradeName });
  const weather = await weatherAtHour(ctx.db, ctx.log, target.area, ctx.weather, input.appliedOn, input.startTime);
  return { flags: await flagsFor(ctx.db, memberId, target, input, null), ...weather };
}

const fieldsOf = (input: ApplicationInput | ApplicationCorrection) => ({
  appliedOn: input.appliedOn,
  startTime: input.startTime,
  applicatorKind: input.applicatorKind,
  applicatorName: input.applicatorName,
  applicatorCertificateNo: input.applicatorCertificateNo,
  amount: input.amount,
  amountUnit: input.amountUnit,
  waterVolumeLitres: input.waterVolumeLitres,
  decares: input.decares,
  notes: input.notes,
});

/** POST register/application. */
export async function recordApplication(ctx: WriteContext, input: ApplicationInput): Promise<RegisterApplication> {
  const memberId = ctx.auth.member.id;
  const target = await targetOf(ctx.db, memberId, input.prescriptionId, input.prescriptionLineKey, { recording: true });
  validateAgainst(target, input);
  const event = { areaId: target.area.id, date: input.appliedOn, licenceId: target.line.licenceId, productName: target.line.snapshot.tradeName };
  // Before the weather is asked: a duplicate is refused at once.
  await refuseDuplicate(ctx.db, memberId, event);
  const weather = await weatherAtHour(ctx.db, ctx.log, target.area, ctx.weather, input.appliedOn, input.startTime);
  const by = userName(ctx.auth.user);
  const row = await inTransaction(ctx.db, async (tx) => {
    await lockArea(tx, memberId, target.area.id);
    await refuseDuplicate(tx, memberId, event);
    const [inserted] = await tx
      .insert(registerApplications)
      .values({
        memberId,
        productionAreaId: target.area.id,
        prescriptionId: target.prescription.id,
        prescriptionLineKey: target.line.key,
        licenceId: target.line.licenceId,
        productName: target.line.snapshot.tradeName,
        ...fieldsOf(input),
        ...weather,
        recordedBy: ctx.auth.user.id,
        recordedByName: by,
      })
      .returning();
    const state = applicationState(inserted!);
    await tx.insert(registerVersions).values({ memberId, recordType: 'application', recordId: inserted!.id, version: 1, step: 'recorded', state, byUserId: ctx.auth.user.id, byName: by });
    await recordAudit(tx, { actorUserId: ctx.auth.user.id, action: 'register-application.create', entity: 'register-application', entityId: inserted!.id, after: { id: inserted!.id, ...state } });
    return inserted!;
  });
  return applicationAnswer(ctx.db, memberId, row);
}

export async function applicationOfMember(db: Orm, memberId: number, id: number, forUpdate = false): Promise<RegisterApplicationRow> {
  return ownedOr404(db, registerApplications, memberId, id, { notFound: () => applicationNotFound(), forUpdate });
}

export const withdrawnConflict = (what: string) => new AppError(409, RegisterErrorCode.Withdrawn, `${what} geri çekilmiş: artık değiştirilemez.`);
const staleConflict = (stored: number, sent: number) =>
  new AppError(409, RegisterErrorCode.StaleVersion, `Kayıt siz düzenlerken değişmiş (gönderilen sürüm ${sent}, kayıttaki sürüm ${stored}): kaydı yeniden açıp düzeltmenizi tekrar yapın.`);

/** PUT register/application/{id}: a correction; the stored version stays in the history. */
export async function correctApplication(ctx: WriteContext, id: number, input: ApplicationCorrection): Promise<RegisterApplication> {
  const memberId = ctx.auth.member.id;
  const current = await applicationOfMember(ctx.db, memberId, id);
  if (current.withdrawnAt) throw withdrawnConflict('Uygulama kaydı');
  if (current.version !== input.version) throw staleConflict(current.version, input.version);
  const target = await targetOf(ctx.db, memberId, current.prescriptionId, current.prescriptionLineKey, { recording: false });
  validateAgainst(target, input);
  const event = { areaId: current.productionAreaId, date: input.appliedOn, licenceId: current.licenceId, productName: current.productName };
  await refuseDuplicate(ctx.db, memberId, event, id);
  // The same hour keeps its weather; a moved one is asked again.
  const moved = input.appliedOn !== current.appliedOn || input.startTime !== current.startTime;
  const weather: WeatherAtHour = moved
    ? await weatherAtHour(ctx.db, ctx.log, target.area, ctx.weather, input.appliedOn, input.startTime)
    : { weather: current.weather as WeatherAtHour['weather'], weatherUnavailableReason: current.weatherUnavailableReason };
  const by = userName(ctx.auth.user);
  const row = await inTransaction(ctx.db, async (tx) => {
    await lockArea(tx, memberId, current.productionAreaId);
    const locked = await applicationOfMember(tx, memberId, id, true);
    if (locked.withdrawnAt) throw withdrawnConflict('Uygulama kaydı');
    if (locked.version !== input.version) throw staleConflict(locked.version, input.version);
    await refuseDuplicate(tx, memberId, event, id);
    const [updated] = await tx
      .update(registerApplications)
      .set({ ...fieldsOf(input), ...weather, version: locked.version + 1, updatedBy: ctx.auth.user.id })
      .where(ofMember(registerApplications, memberId, eq(registerApplications.id, id)))
      .returning();
    const before = applicationState(locked);
    const after = applicationState(updated!);
    await tx.insert(registerVersions).values({ memberId, recordType: 'application', recordId: id, version: updated!.version, step: 'corrected', state: after, reason: input.reason, byUserId: ctx.auth.user.id, byName: by });
    await recordAudit(tx, { actorUserId: ctx.auth.user.id, action: 'register-application.update', entity: 'register-application', entityId: id, before, after: { ...after, reason: input.reason } });
    return updated!;
  });
  return applicationAnswer(ctx.db, memberId, row);
}

/** PATCH register/application/{id}/withdraw: kept, shown struck through, counted no more. */
export async function withdrawApplication(ctx: WriteContext, id: number, input: WithdrawInput): Promise<RegisterApplication> {
  const memberId = ctx.auth.member.id;
  const by = userName(ctx.auth.user);
  const row = await inTransaction(ctx.db, async (tx) => {
    const locked = await applicationOfMember(tx, memberId, id, true);
    if (locked.withdrawnAt) throw withdrawnConflict('Uygulama kaydı');
    const [updated] = await tx
      .update(registerApplications)
      .set({ withdrawnAt: new Date(), withdrawnReason: input.reason, withdrawnByName: by, updatedBy: ctx.auth.user.id })
      .where(ofMember(registerApplications, memberId, eq(registerApplications.id, id), isNull(registerApplications.withdrawnAt)))
      .returning();
    const after = applicationState(updated!);
    await tx.insert(registerVersions).values({ memberId, recordType: 'application', recordId: id, version: updated!.version, step: 'withdrawn', state: after, reason: input.reason, byUserId: ctx.auth.user.id, byName: by });
    await recordAudit(tx, {
      actorUserId: ctx.auth.user.id,
      action: 'register-application.withdraw',
      entity: 'register-application',
      entityId: id,
      before: { withdrawn: null },
      after: { withdrawn: { at: updated!.withdrawnAt!.toISOString(), reason: input.reason, by } },
    });
    return updated!;
  });
  return applicationAnswer(ctx.db, memberId, row);
}
