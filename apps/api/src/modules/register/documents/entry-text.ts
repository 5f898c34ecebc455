// The register's entries in Turkish words, shared by the PDF and the CSV/XLSX so that paper and
// spreadsheet say the same thing: dates as 13.05.2026, numbers as 1.250,5, the applicator with
// their kind and certificate, the weather of the hour, the flags and a withdrawal with its reason.
import {
  ApplicatorKindLabel,
  HarvestUnitLabel,
  RegisterSourceLabel,
  SprayLevelLabel,
  type AreaRegister,
  type FindingDto,
  type RegisterApplication,
  type RegisterEntry,
  type RegisterHarvest,
  type RegisterPrescription,
  type WeatherSnapshot,
} from '@portal/contracts';
import { foldForSearch } from '@portal/shared/util';
import { EMPTY, formatDate, formatDateTime, formatNumber } from '../../../platform/pdf';

export const REGISTER_TITLE = 'Üretici Kayıt Defteri';

export const EntryTypeLabel: Record<RegisterEntry['type'], string> = { prescription: 'Reçete', application: 'Uygulama', harvest: 'Hasat' };

const SeverityLabel: Record<FindingDto['severity'], string> = { error: 'Hata', warning: 'Uyarı', info: 'Bilgi' };

/** Which the season's count used: what was recorded, what the prescriptions plan, or both. */
export const CountSourceLabel: Record<AreaRegister['counts'][number]['source'], string> = {
  recorded: 'kayıtlı',
  planned: 'planlanan',
  both: 'kayıtlı ve planlanan',
};

const n = formatNumber;

/** "Hata: …" for each flag or finding. */
export function findingText(f: FindingDto): string {
  return `${SeverityLabel[f.severity]}: ${f.message}`;
}

/** "GERİ ÇEKİLDİ (02.06.2026, Ayşe Kaya): <reason>"; null for a record that stands. */
export function withdrawnText(withdrawn: RegisterApplication['withdrawn']): string | null {
  if (!withdrawn) return null;
  return `GERİ ÇEKİLDİ (${formatDate(withdrawn.at)}, ${withdrawn.by}): ${withdrawn.reason}`;
}

/** The weather stored with the application, or why there is none. */
export function weatherText(weather: WeatherSnapshot | null, unavailable: string | null): string {
  if (!weather) return unavailable ? `Hava kaydı yok: ${unavailable}` : 'Hava kaydı yok';
  const gusts = weather.windGusts !== null ? `, hamle ${n(weather.windGusts, 1)} km/sa` : '';
  const reasons = weather.reasons.length ? ` (${weather.reasons.join('; ')})` : '';
  return (
    `${formatDateTime(weather.time)}: ${n(weather.temperature, 1)} °C, nem %${n(weather.relativeHumidity, 0)}, rüzgâr ${n(weather.windSpeed, 1)} km/sa${gusts}, ` +
    `yağış ${n(weather.precipitation, 1)} mm, ΔT ${n(weather.deltaT, 1)} — ${SprayLevelLabel[weather.level]}${reasons}`
  );
}

/** "Ayşe Kaya (Yetkili uygulayıcı, belge no UY-07-123)". */
export function applicatorText(a: RegisterApplication): string {
  const kind = a.applicatorKind ? ApplicatorKindLabel[a.applicatorKind] : null;
  const details = [kind, a.applicatorCertificateNo ? `belge no ${a.applicatorCertificateNo}` : null].filter(Boolean).join(', ');
  return details ? `${a.applicatorName} (${details})` : a.applicatorName;
}

export function amountText(value: number | null, unit: string | null): string {
  return value === null ? EMPTY : `${n(value, 4)}${unit ? ` ${unit}` : ''}`;
}

/** A prescription line: product, dose, PHI, what the area allows and how often it was applied. */
export function prescriptionLineText(line: RegisterPrescription['lines'][number]): string {
  const parts = [`${line.tradeName}: ${n(line.dose, 4)} ${line.doseUnit}`, line.phiDays !== null ? `hasat aralığı ${line.phiDays} gün` : 'hasat aralığı yok'];
  if (line.amountTotal !== null) parts.push(`alan için ${amountText(line.amountTotal, line.amountUnit)}`);
  parts.push(`kayıtlı uygulama ${line.applied}`);
  return parts.join(', ');
}

export function prescriptionStateText(p: RegisterPrescription): string {
  return p.state === 'cancelled' ? 'İPTAL EDİLDİ' : 'Geçerli';
}

/** Where an application or harvest is stored: the register, or a TRC lot's stage. */
export function sourceText(r: { source: RegisterApplication['source']; lot: RegisterApplication['lot'] }): string {
  return r.lot ? `${RegisterSourceLabel[r.source]} (${r.lot.code})` : RegisterSourceLabel[r.source];
}

export function harvestAmountText(h: RegisterHarvest): string {
  return `${n(h.amount, 3)} ${HarvestUnitLabel[h.unit]}`;
}

/** Entries by date, in the order the loader gave within a day. */
export function entriesByDate(entries: readonly RegisterEntry[]): RegisterEntry[] {
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.date < b.e.date ? -1 : a.e.date > b.e.date ? 1 : a.i - b.i))
    .map(({ e }) => e);
}

/** "Kumluca / Antalya"; null when neither is known. */
export function placeText(area: AreaRegister['area']): string | null {
  const place = [area.district, area.province].filter(Boolean).join(' / ');
  return place || null;
}

/** ASCII, lower case, words joined by '-': a file name every system and mail client keeps intact. */
export function fileSlug(value: string): string {
  const slug = foldForSearch(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'kayit';
}

/** kayit-defteri-<name>-<season>.<ext> */
export function registerFileName(name: string, season: number, ext: 'pdf' | 'csv' | 'xlsx'): string {
  return `kayit-defteri-${fileSlug(name)}-${season}.${ext}`;
}
