// The register as a spreadsheet: one row per entry (prescription, application, harvest) in date
// order, with Turkish headers; the producer's has every area's rows one after another. Numbers
// stay numbers (the XLSX sums them); the words are the PDF's (entry-text).
import { ApplicatorKindLabel, HarvestUnitLabel, type AreaRegister, type ProducerRegister, type RegisterEntry } from '@portal/contracts';
import { formatDate } from '../../../platform/pdf';
import {
  entriesByDate,
  EntryTypeLabel,
  findingText,
  prescriptionLineText,
  prescriptionStateText,
  sourceText,
  weatherText,
} from './entry-text';

type Cell = string | number | null;

export const REGISTER_SHEET_HEADERS = [
  'Sezon',
  'Üretim alanı',
  'Tarih',
  'Saat',
  'Kayıt türü',
  'Kaynak',
  'Reçete no',
  'Reçeteyi yazan',
  'Ürün',
  'Reçetedeki ürünler (doz, hasat aralığı)',
  'Miktar',
  'Birim',
  'Uygulanan alan (da)',
  'Su (L)',
  'Uygulayıcı',
  'Uygulayıcı türü',
  'Uygulayıcı belge no',
  'Hava durumu',
  'Parti / alıcı',
  'Durum',
  'Geri çekme nedeni',
  'Uyarılar',
  'Not',
] as const;

type Row = Record<(typeof REGISTER_SHEET_HEADERS)[number], Cell>;

const blank = (): Row => Object.fromEntries(REGISTER_SHEET_HEADERS.map((h) => [h, null])) as Row;

function entryRow(r: AreaRegister, e: RegisterEntry): Row {
  const row = blank();
  row['Sezon'] = r.season;
  row['Üretim alanı'] = r.area.name;
  row['Tarih'] = formatDate(e.date);
  row['Kayıt türü'] = EntryTypeLabel[e.type];
  if (e.type === 'prescription') {
    const p = e.prescription;
    row['Reçete no'] = p.prescriptionNo;
    row['Reçeteyi yazan'] = p.prescriberName;
    row['Reçetedeki ürünler (doz, hasat aralığı)'] = p.lines.map(prescriptionLineText).join('\n');
    row['Durum'] = prescriptionStateText(p);
    return row;
  }
  if (e.type === 'application') {
    const a = e.application;
    row['Saat'] = a.startTime;
    row['Kaynak'] = sourceText(a);
    row['Reçete no'] = a.prescriptionNo;
    row['Ürün'] = a.productName;
    row['Miktar'] = a.amount;
    row['Birim'] = a.amountUnit;
    row['Uygulanan alan (da)'] = a.decares;
    row['Su (L)'] = a.waterVolumeLitres;
    row['Uygulayıcı'] = a.applicatorName;
    row['Uygulayıcı türü'] = a.applicatorKind ? ApplicatorKindLabel[a.applicatorKind] : null;
    row['Uygulayıcı belge no'] = a.applicatorCertificateNo;
    row['Hava durumu'] = weatherText(a.weather, a.weatherUnavailableReason);
    row['Durum'] = a.withdrawn ? 'Geri çekildi' : 'Geçerli';
    row['Geri çekme nedeni'] = a.withdrawn?.reason ?? null;
    row['Uyarılar'] = a.flags.map(findingText).join('\n') || null;
    row['Not'] = a.notes;
    return row;
  }
  const h = e.harvest;
  row['Kaynak'] = sourceText(h);
  row['Miktar'] = h.amount;
  row['Birim'] = HarvestUnitLabel[h.unit];
  row['Parti / alıcı'] = h.lotOrBuyer;
  row['Durum'] = h.withdrawn ? 'Geri çekildi' : 'Geçerli';
  row['Geri çekme nedeni'] = h.withdrawn?.reason ?? null;
  row['Uyarılar'] = h.flags.map(findingText).join('\n') || null;
  row['Not'] = h.notes;
  return row;
}

function rowsOf(r: AreaRegister): Cell[][] {
  return entriesByDate(r.entries).map((e) => {
    const row = entryRow(r, e);
    return REGISTER_SHEET_HEADERS.map((h) => row[h]);
  });
}

export interface RegisterSheet {
  headers: string[];
  rows: Cell[][];
}

export function areaRegisterSheet(r: AreaRegister): RegisterSheet {
  return { headers: [...REGISTER_SHEET_HEADERS], rows: rowsOf(r) };
}

export function producerRegisterSheet(r: ProducerRegister): RegisterSheet {
  return { headers: [...REGISTER_SHEET_HEADERS], rows: r.areas.flatMap(rowsOf) };
}
