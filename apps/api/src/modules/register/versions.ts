// A register record's history: every step (recorded, corrected, withdrawn) keeps the record's
// state after it in register_versions; the history shows them newest first, each with the
// fields it changed under their Turkish labels and as the page writes them.
import { ApplicatorKindLabel, SprayLevelLabel, type ApplicatorKind, type RegisterHistoryEntry } from '@portal/contracts';
import { formatDate, formatNumber } from '@portal/domain/prescription';
import { and, asc, eq } from 'drizzle-orm';
import { registerVersions, type Orm, type RegisterApplicationRow, type RegisterHarvestRow } from '../../platform/db';
import { ofMember } from '../../platform/tenancy';
import { storedWeather } from './rows';

export const userName = (user: { name: string; surname: string }) => `${user.name} ${user.surname}`.trim();

const withdrawalOf = (r: { withdrawnAt: Date | null; withdrawnReason: string | null; withdrawnByName: string | null }) =>
  r.withdrawnAt ? { at: r.withdrawnAt.toISOString(), reason: r.withdrawnReason, by: r.withdrawnByName } : null;

/** An application's state as a version keeps it. */
export function applicationState(r: RegisterApplicationRow) {
  return {
    productionAreaId: r.productionAreaId,
    prescriptionId: r.prescriptionId,
    prescriptionLineKey: r.prescriptionLineKey,
    licenceId: r.licenceId,
    productName: r.productName,
    appliedOn: r.appliedOn,
    startTime: r.startTime,
    applicatorKind: r.applicatorKind,
    applicatorName: r.applicatorName,
    applicatorCertificateNo: r.applicatorCertificateNo,
    amount: r.amount,
    amountUnit: r.amountUnit,
    waterVolumeLitres: r.waterVolumeLitres,
    decares: r.decares,
    weather: r.weather ?? null,
    weatherUnavailableReason: r.weatherUnavailableReason,
    notes: r.notes,
    version: r.version,
    withdrawn: withdrawalOf(r),
  };
}

/** A harvest's state as a version keeps it. */
export function harvestState(r: RegisterHarvestRow) {
  return {
    productionAreaId: r.productionAreaId,
    harvestedOn: r.harvestedOn,
    amount: r.amount,
    unit: r.unit,
    lotOrBuyer: r.lotOrBuyer,
    notes: r.notes,
    version: r.version,
    withdrawn: withdrawalOf(r),
  };
}

type Show = (value: unknown) => string | null;
const text: Show = (v) => (v === null || v === undefined || v === '' ? null : String(v));
const date: Show = (v) => (typeof v === 'string' ? formatDate(v) : null);
const number: Show = (v) => (typeof v === 'number' ? formatNumber(v) : null);
const weather: Show = (v) => {
  const w = storedWeather(v);
  if (!w) return null;
  const gusts = w.windGusts === null ? '' : ` (hamle ${formatNumber(w.windGusts)} km/sa)`;
  return `${formatDate(w.time.slice(0, 10))} ${w.time.slice(11, 16)}: ${formatNumber(w.temperature)} °C, nem %${formatNumber(w.relativeHumidity)}, rüzgâr ${formatNumber(w.windSpeed)} km/sa${gusts}, yağış ${formatNumber(w.precipitation)} mm — ${SprayLevelLabel[w.level]}`;
};

/** The fields a history shows, in the page's order. */
const FIELDS: Record<'application' | 'harvest', Array<{ field: string; label: string; show: Show }>> = {
  application: [
    { field: 'appliedOn', label: 'Uygulama tarihi', show: date },
    { field: 'startTime', label: 'Başlama saati', show: text },
    { field: 'applicatorKind', label: 'Uygulayıcı türü', show: (v) => (typeof v === 'string' ? (ApplicatorKindLabel[v as ApplicatorKind] ?? v) : null) },
    { field: 'applicatorName', label: 'Uygulayıcının adı', show: text },
    { field: 'applicatorCertificateNo', label: 'Uygulayıcı belge numarası', show: text },
    { field: 'amount', label: 'Kullanılan miktar', show: number },
    { field: 'amountUnit', label: 'Miktar birimi', show: text },
    { field: 'waterVolumeLitres', label: 'Su miktarı (L)', show: number },
    { field: 'decares', label: 'Uygulanan alan (da)', show: number },
    { field: 'weather', label: 'Hava durumu', show: weather },
    { field: 'weatherUnavailableReason', label: 'Hava durumu alınamama nedeni', show: text },
    { field: 'notes', label: 'Not', show: text },
  ],
  harvest: [
    { field: 'harvestedOn', label: 'Hasat tarihi', show: date },
    { field: 'amount', label: 'Hasat miktarı', show: number },
    { field: 'unit', label: 'Birim', show: text },
    { field: 'lotOrBuyer', label: 'Parti / alıcı', show: text },
    { field: 'notes', label: 'Not', show: text },
  ],
};

/** The record's steps, newest first, each with what it changed. */
export async function historyOf(db: Orm, memberId: number, recordType: 'application' | 'harvest', recordId: number): Promise<RegisterHistoryEntry[]> {
  const rows = await db
    .select()
    .from(registerVersions)
    .where(ofMember(registerVersions, memberId, and(eq(registerVersions.recordType, recordType), eq(registerVersions.recordId, recordId))))
    .orderBy(asc(registerVersions.at), asc(registerVersions.id));
  const fields = FIELDS[recordType];
  let previous: Record<string, unknown> | null = null;
  const entries = rows.map((row): RegisterHistoryEntry => {
    const state = (row.state ?? {}) as Record<string, unknown>;
    let changes: RegisterHistoryEntry['changes'];
    if (row.step === 'withdrawn') changes = [{ field: 'withdrawn', label: 'Durum', before: 'Geçerli', after: 'Geri çekildi' }];
    else {
      changes = fields.flatMap(({ field, label, show }) => {
        const before = previous ? show(previous[field]) : null;
        const after = show(state[field]);
        return before === after ? [] : [{ field, label, before, after }];
      });
    }
    previous = state;
    return { version: row.version, kind: row.step as RegisterHistoryEntry['kind'], at: row.at.toISOString(), by: row.byName, reason: row.reason, changes };
  });
  return entries.reverse();
}
