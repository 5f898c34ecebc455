// The register on paper (B-Reçete "Üretici Kayıt Defteri") for an inspector: the area, the
// season's prescriptions, applications and harvests in date order, a withdrawn record shown
// with its reason, the season's counts with what they counted (recorded or planned) and the
// findings. Same kit as the prescription PDF (A4, DejaVu Sans embedded, "Sayfa n / m").
// No QR: the register has no public page to verify against (docs/decisions.md); each
// prescription's own PDF carries its verification QR. Pure: the answer of the register's loader
// in, bytes out; the time it was made is the caller's.
import type { AreaRegister, ProducerRegister, RegisterApplication, RegisterEntry, RegisterHarvest, RegisterPrescription } from '@portal/contracts';
import { bulletList, EMPTY, fields, FONT_SIZE, formatDate, formatDateTime, formatNumber, heading, notice, paragraph, renderPdf, table, title, type PdfDoc } from '../../../platform/pdf';
import {
  amountText,
  applicatorText,
  CountSourceLabel,
  entriesByDate,
  EntryTypeLabel,
  findingText,
  harvestAmountText,
  placeText,
  prescriptionLineText,
  prescriptionStateText,
  REGISTER_TITLE,
  sourceText,
  weatherText,
  withdrawnText,
} from './entry-text';

export interface RegisterPdfOptions {
  /** The member whose register it is (the access token's). */
  memberName: string;
  /** The application's brand in the header, e.g. "RCT Reçete". */
  brandName: string;
  /** When the document was made: printed, and the PDF's creation date. */
  madeAt: Date;
}

const n = formatNumber;

const COLUMNS = [
  { header: 'Tarih', width: 11 },
  { header: 'Kayıt', width: 10 },
  { header: 'Ayrıntılar', width: 52 },
  { header: 'Uyarılar ve durum', width: 27 },
];

function prescriptionRow(p: RegisterPrescription): string[] {
  const details = [
    `Reçete no ${p.prescriptionNo}`,
    `Düzenlenme ${formatDate(p.issuedAt)} · uygulama ${formatDate(p.startDate)} · planlanan hasat ${formatDate(p.plannedHarvestDate)}`,
    `Reçeteyi yazan: ${p.prescriberName}`,
    ...p.lines.map(prescriptionLineText),
  ];
  return [formatDate(p.startDate), EntryTypeLabel.prescription, details.join('\n'), prescriptionStateText(p)];
}

function applicationRow(a: RegisterApplication): string[] {
  const details = [
    `${a.productName}${a.prescriptionNo ? ` (reçete ${a.prescriptionNo})` : ''}`,
    `Miktar ${amountText(a.amount, a.amountUnit)} · alan ${a.decares !== null ? `${n(a.decares)} da` : EMPTY} · su ${a.waterVolumeLitres !== null ? `${n(a.waterVolumeLitres)} L` : EMPTY}`,
    `Uygulayan: ${applicatorText(a)}`,
    `Hava: ${weatherText(a.weather, a.weatherUnavailableReason)}`,
    `Kaynak: ${sourceText(a)}${a.version > 1 ? ` · ${a.version}. sürüm (düzeltildi)` : ''}`,
    ...(a.notes ? [`Not: ${a.notes}`] : []),
  ];
  const status = [withdrawnText(a.withdrawn), ...a.flags.map(findingText)].filter((s): s is string => !!s);
  return [`${formatDate(a.appliedOn)}${a.startTime ? `\n${a.startTime}` : ''}`, EntryTypeLabel.application, details.join('\n'), status.join('\n') || 'Uyarı yok'];
}

function harvestRow(h: RegisterHarvest): string[] {
  const details = [
    `Miktar ${harvestAmountText(h)}`,
    `Parti / alıcı: ${h.lotOrBuyer ?? EMPTY}`,
    `Kaynak: ${sourceText(h)}${h.version > 1 ? ` · ${h.version}. sürüm (düzeltildi)` : ''}`,
    ...(h.notes ? [`Not: ${h.notes}`] : []),
  ];
  const status = [withdrawnText(h.withdrawn), ...h.flags.map(findingText)].filter((s): s is string => !!s);
  return [formatDate(h.harvestedOn), EntryTypeLabel.harvest, details.join('\n'), status.join('\n') || 'Uyarı yok'];
}

function entryRow(e: RegisterEntry): string[] {
  if (e.type === 'prescription') return prescriptionRow(e.prescription);
  if (e.type === 'application') return applicationRow(e.application);
  return harvestRow(e.harvest);
}

function areaFields(doc: PdfDoc, r: AreaRegister, memberName: string): void {
  fields(doc, [
    ['Üye firma', memberName],
    ['Üretici', r.producer?.name ?? 'Kurumsal alan (üye firma)'],
    ['Üretim alanı', r.area.name],
    ['İlçe / il', placeText(r.area)],
    ['Büyüklük', r.area.decares !== null ? `${n(r.area.decares)} da` : null],
    ['Bitki', r.area.plantName],
    ['Sezon', String(r.season)],
  ]);
}

function areaBody(doc: PdfDoc, r: AreaRegister): void {
  heading(doc, 'Reçeteler, Uygulamalar ve Hasatlar', 80);
  const entries = entriesByDate(r.entries);
  if (entries.length === 0) paragraph(doc, 'Bu sezon bu alanda reçete, uygulama ya da hasat kaydı yok.');
  else table(doc, COLUMNS, entries.map(entryRow), { fontSize: FONT_SIZE.tiny });
  const withdrawn = entries.filter((e) => (e.type === 'application' ? e.application.withdrawn : e.type === 'harvest' ? e.harvest.withdrawn : null)).length;
  const legend = ['Kaynak: "Kayıt defteri" reçete uygulamasından, "İzlenebilirlik partisi" TRC partisinin aşamasından kaydedildi; bir olay yalnızca bir kez kayıtlıdır.'];
  if (withdrawn) legend.push(`Geri çekilen kayıtlar (${withdrawn}) silinmez, gerekçesiyle gösterilir; sayımlara katılmaz.`);
  paragraph(doc, legend.join(' '), { size: FONT_SIZE.tiny });

  heading(doc, 'Sezon Sayımları');
  if (r.counts.length === 0) paragraph(doc, 'Bu sezon sayılacak uygulama yok.');
  else {
    table(
      doc,
      [
        { header: 'Ürün / etken madde', width: 22 },
        { header: 'Uygulama', width: 12, align: 'right' },
        { header: 'Sezonda en fazla', width: 12, align: 'right' },
        { header: 'Sayılan', width: 13 },
        { header: 'Açıklama', width: 41 },
      ],
      r.counts.map((c) => [`${c.name}\n(${c.kind === 'product' ? 'ürün' : 'etken madde'})`, String(c.count), c.maxApplications === null ? EMPTY : String(c.maxApplications), CountSourceLabel[c.source], c.text]),
      { fontSize: FONT_SIZE.tiny },
    );
  }
  paragraph(doc, 'Sayılan: bir reçete satırının kayıtlı uygulaması varsa kayıtlı uygulamalar, yoksa reçetedeki planlanan tarih sayılır.', { size: FONT_SIZE.tiny });

  heading(doc, 'Bulgular');
  if (r.findings.length === 0) paragraph(doc, 'Sezonun kayıtlarında bulgu yok.');
  else bulletList(doc, r.findings.map(findingText));
}

function madeText(madeAt: Date): string {
  return `Oluşturulma: ${formatDateTime(madeAt)}`;
}

/** One area's register for a season as an A4 PDF. */
export async function renderAreaRegisterPdf(r: AreaRegister, options: RegisterPdfOptions): Promise<Buffer> {
  return renderPdf(
    (doc) => {
      title(doc, REGISTER_TITLE, `${r.area.name} — ${r.season} sezonu`);
      areaFields(doc, r, options.memberName);
      regularNote(doc, madeText(options.madeAt));
      areaBody(doc, r);
    },
    {
      title: `${REGISTER_TITLE} — ${r.area.name} ${r.season}`,
      author: options.memberName,
      subject: [r.area.plantName, r.producer?.name].filter(Boolean).join(' — ') || r.area.name,
      keywords: ['kayıt defteri', String(r.season), options.brandName],
      createdAt: options.madeAt,
      header: { left: options.brandName, right: `${REGISTER_TITLE} · ${r.season}` },
      footer: `${options.memberName} · ${r.area.name} · ${madeText(options.madeAt)}`,
    },
  );
}

/** Every area of a producer for a season: a summary, then each area on its own pages. */
export async function renderProducerRegisterPdf(r: ProducerRegister, options: RegisterPdfOptions): Promise<Buffer> {
  return renderPdf(
    (doc) => {
      title(doc, REGISTER_TITLE, `${r.producer.name} — ${r.season} sezonu`);
      fields(doc, [
        ['Üye firma', options.memberName],
        ['Üretici', r.producer.name],
        ['Sezon', String(r.season)],
        ['Üretim alanı sayısı', String(r.areas.length)],
      ]);
      regularNote(doc, madeText(options.madeAt));
      if (r.areas.length === 0) {
        notice(doc, 'Kayıt yok', ['Bu üreticinin bu sezon kayıtlı üretim alanı ya da kaydı yok.']);
        return;
      }
      heading(doc, 'Üretim Alanları');
      table(
        doc,
        [
          { header: 'Alan', width: 30 },
          { header: 'İlçe / il', width: 25 },
          { header: 'Büyüklük', width: 12, align: 'right' },
          { header: 'Bitki', width: 18 },
          { header: 'Bulgu', width: 15, align: 'right' },
        ],
        r.areas.map((a) => [a.area.name, placeText(a.area) ?? EMPTY, a.area.decares !== null ? `${n(a.area.decares)} da` : EMPTY, a.area.plantName ?? EMPTY, String(a.findings.length)]),
        { fontSize: FONT_SIZE.small },
      );
      for (const area of r.areas) {
        doc.addPage();
        heading(doc, `Üretim alanı: ${area.area.name}`);
        areaFields(doc, area, options.memberName);
        areaBody(doc, area);
      }
    },
    {
      title: `${REGISTER_TITLE} — ${r.producer.name} ${r.season}`,
      author: options.memberName,
      subject: r.producer.name,
      keywords: ['kayıt defteri', String(r.season), options.brandName],
      createdAt: options.madeAt,
      header: { left: options.brandName, right: `${REGISTER_TITLE} · ${r.season}` },
      footer: `${options.memberName} · ${r.producer.name} · ${madeText(options.madeAt)}`,
    },
  );
}

function regularNote(doc: PdfDoc, text: string): void {
  paragraph(doc, text, { size: FONT_SIZE.small });
}
