// The printable prescription: every field of the B-Reçete on A4, black on white,
// with the verification QR of the public link. Rendered from the API's own `Prescription`
// answer, so the PDF and the screen never disagree.
import {
  areaWeatherSchema,
  AreaTypeLabel,
  FertilizationMethodLabel,
  NutrientFields,
  PlantingTypeLabel,
  PrescriptionKind,
  PrescriptionKindLabel,
  weatherForecastSchema,
  type AreaType,
  type PlantingType,
  type Prescription,
  type PrescriptionLine,
  type WeatherForecast,
} from '@portal/contracts';
import { MICRO_NUTRIENTS, stageLabel } from '@portal/domain/fertilization';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  bold,
  bulletList,
  contentBox,
  drawQr,
  EMPTY,
  fields,
  FONT_SIZE,
  formatDate,
  formatDateTime,
  formatNumber,
  heading,
  notice,
  paragraph,
  qrPng,
  regular,
  renderPdf,
  table,
  title,
  type Field,
  type PdfDoc,
} from '../../../platform/pdf';

export const PRESCRIPTION_PDF_TITLE = 'Bitki Koruma Ürünü Reçetesi';
export const PLAN_PDF_TITLE = 'Gübreleme Planı';

const isPlan = (p: Prescription) => p.type === PrescriptionKind.Fertilization || p.type === PrescriptionKind.FertilizationToProducer;
const documentTitle = (p: Prescription) => (isPlan(p) ? PLAN_PDF_TITLE : PRESCRIPTION_PDF_TITLE);

export interface PrescriptionPdfOptions {
  /** The public page's address (the QR); null: no link was made. */
  verifyUrl: string | null;
  /** The application's brand in the header, e.g. "RCT Reçete". */
  brandName: string;
}

const n = formatNumber;

/** TC kimlik no has 11 digits, a tax number (VKN) 10. */
function idLabel(tcOrVkn: string): string {
  if (/^\d{11}$/.test(tcOrVkn)) return 'TC kimlik no';
  if (/^\d{10}$/.test(tcOrVkn)) return 'Vergi kimlik no';
  return 'TC kimlik no / VKN';
}

/** +905321234567 → +90 532 123 45 67; anything unparsable as it is. */
function phone(value: string | null): string | null {
  if (!value) return value;
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

const markets: Record<string, string> = { TR: 'Türkiye', EU: 'Avrupa Birliği', RU: 'Rusya', GB: 'Birleşik Krallık', US: 'ABD' };
const severityLabel: Record<string, string> = { error: 'Hata', warning: 'Uyarı', info: 'Bilgi', attention: 'Dikkat' };
const categoryLabel: Record<string, string> = { fertilization: 'Gübreleme', care: 'Bakım', general: 'Genel' };

function withUnit(value: number | null, unit: string | null | undefined): string {
  return value == null ? EMPTY : `${n(value)}${unit ? ` ${unit}` : ''}`;
}

function substances(line: PrescriptionLine): string {
  return line.activeSubstances
    .map((s) => {
      // The name on its own line: "250 g/L" and "FRAC 3" must not break inside.
      const concentration = s.concentration != null ? `${n(s.concentration)}${s.concentrationUnit ? ` ${s.concentrationUnit}` : ''}` : '';
      const moa = s.moaCode ? [s.moaScheme, s.moaCode].filter(Boolean).join(' ') : '';
      const details = [concentration, moa].filter(Boolean).join(' · ');
      return `${s.name}${s.prescriptionRequired ? ' *' : ''}${details ? `\n${details}` : ''}`;
    })
    .join('\n');
}

function dose(line: PrescriptionLine): string {
  const parts = [withUnit(line.dose, line.doseUnit.symbol)];
  const unit = (line.registeredUnit ?? line.doseUnit).symbol;
  if (line.doseMin != null && line.doseMax != null) {
    parts.push('Kayıtlı doz:', line.doseMin === line.doseMax ? `${n(line.doseMin)} ${unit}` : `${n(line.doseMin)}–${n(line.doseMax)} ${unit}`);
  }
  if (line.waterVolume != null) parts.push(`Su: ${n(line.waterVolume)} L/da`);
  return parts.join('\n');
}

function amount(line: PrescriptionLine): string {
  const a = line.amount;
  if (!a) return 'Alan büyüklüğü yok';
  const parts = [`${n(a.areaDecares)} da için`, `Ürün: ${n(a.productAmount)} ${a.productUnit}`];
  if (a.waterTotal != null) parts.push(`Su: ${n(a.waterTotal)} L`);
  if (a.tanks != null) parts.push(`Depo: ${a.tanks}${a.productPerTank != null ? ` × ${n(a.productPerTank)} ${a.productUnit}` : ''}`);
  if (a.packs != null) parts.push(`Ambalaj: ${a.packs} adet`);
  return parts.join('\n');
}

/** A line's remaining registered limits, said in a sentence under the table. */
function lineLimits(line: PrescriptionLine): string | undefined {
  const limits = [
    line.beeWaitingDays != null ? `arılar için bekleme süresi ${line.beeWaitingDays} gün` : undefined,
    line.maxApplications != null ? `sezonda en fazla ${line.maxApplications} uygulama` : undefined,
  ].filter(Boolean);
  return limits.length ? `${line.tradeName}: ${limits.join('; ')}.` : undefined;
}

const compass = ['K', 'KD', 'D', 'GD', 'G', 'GB', 'B', 'KB'];
/** Degrees the wind comes from → Turkish compass point (K kuzey, D doğu, G güney, B batı). */
const windFrom = (degrees: number) => compass[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;

/** The stored weather: the production area's weather answer or a bare forecast. */
function forecastOf(weather: unknown): WeatherForecast | null {
  const answer = areaWeatherSchema.safeParse(weather);
  if (answer.success) return answer.data.available ? answer.data.forecast : null;
  const forecast = weatherForecastSchema.safeParse(weather);
  return forecast.success ? forecast.data : null;
}

/** The measurement at issue and the forecast of the application day (else the first day forecast). */
function weatherLines(weather: unknown, applicationDate: string): string[] | null {
  const forecast = forecastOf(weather);
  if (!forecast) return null;
  const { current, daily } = forecast;
  const now =
    `${formatDateTime(current.time)}: ${n(current.temperature, 1)} °C, nem %${n(current.relativeHumidity, 0)}, ` +
    `rüzgâr ${n(current.windSpeed, 1)} km/sa (${windFrom(current.windDirection)}), yağış ${n(current.precipitation, 1)} mm`;
  const onDay = daily.filter((d) => d.date === applicationDate);
  const days = (onDay.length ? onDay : daily.slice(0, 1)).map((d) => {
    const chance = d.precipitationProbabilityMax != null ? ` (olasılık %${n(d.precipitationProbabilityMax, 0)})` : '';
    return `${formatDate(d.date)}: ${n(d.temperatureMin, 1)}–${n(d.temperatureMax, 1)} °C, yağış ${n(d.precipitationSum, 1)} mm${chance}, rüzgâr en çok ${n(d.windSpeedMax, 1)} km/sa`;
  });
  return [`Ölçüm ${now}`, ...days.map((d) => `Tahmin ${d}`)];
}

function producerName(p: Prescription): string | null {
  if (p.producer) return [p.producer.name, p.producer.surName].filter(Boolean).join(' ');
  return p.fullName;
}

function header(doc: PdfDoc, p: Prescription): void {
  title(doc, documentTitle(p), [PrescriptionKindLabel[p.type], p.title].filter(Boolean).join(' — ') || undefined);

  if (p.state === 'cancelled') {
    notice(
      doc,
      'İPTAL EDİLDİ',
      [
        p.cancelledAt ? `İptal tarihi: ${formatDateTime(p.cancelledAt)}` : undefined,
        p.cancelReason ? `Neden: ${p.cancelReason}` : undefined,
        p.correctedBy ? `Yerine düzenlenen reçete: ${p.correctedBy.prescriptionNo}` : undefined,
        'Bu reçete geçerli değildir; uygulamada kullanmayın.',
      ].filter((l): l is string => !!l),
    );
  }

  if (isPlan(p)) {
    heading(doc, 'Plan Bilgileri');
    const rows: Field[] = [
      ['Plan no', p.prescriptionNo],
      ['Düzenlenme tarihi', formatDate(p.issuedAt)],
      ['Bitki', p.plant.name],
      ['Dikim şekli', p.plantingType != null ? PlantingTypeLabel[p.plantingType as PlantingType] : null],
    ];
    if (p.template) rows.push(['Şablon', p.template.title]);
    fields(doc, rows);
    return;
  }
  heading(doc, 'Reçete Bilgileri');
  const rows: Field[] = [
    ['Reçete no', p.prescriptionNo],
    ['Durum', p.state === 'cancelled' ? 'İptal edildi' : 'Geçerli'],
    ['Düzenlenme tarihi', formatDate(p.issuedAt)],
    ['Uygulama tarihi', formatDate(p.startDate)],
    ['Planlanan hasat tarihi', formatDate(p.plannedHarvestDate)],
    ['Hedef pazar (MRL)', markets[p.market] ?? p.market],
    ['Bitki', p.plant.name],
    ['Dikim şekli', p.plantingType != null ? PlantingTypeLabel[p.plantingType as PlantingType] : null],
  ];
  if (p.corrects) rows.push(['Düzelttiği reçete', p.corrects.prescriptionNo]);
  if (p.source) rows.push(['Kaynak hızlı reçete', p.source.prescriptionNo]);
  fields(doc, rows);
  fields(doc, [['Zararlı organizmalar', p.harmfulOrganisms.map((o) => o.name).join(', ')]], { columns: 1 });
}

function producerAndArea(doc: PdfDoc, p: Prescription): void {
  heading(doc, 'Üretici ve Üretim Alanı');
  if (p.producer) {
    fields(doc, [
      ['Ad soyad / unvan', producerName(p)],
      [idLabel(p.producer.tcOrVkn), p.producer.tcOrVkn],
      ['Telefon', phone(p.producer.phone)],
      ['ÇKS kayıt no', p.producer.cksNumber],
    ]);
    fields(
      doc,
      [
        ['Adres', p.producer.address],
        ['E-posta', p.producer.email],
      ],
      { columns: 1 },
    );
  } else {
    paragraph(doc, p.productionArea ? `Kurumsal üretim alanı: ${p.member.name}` : isPlan(p) ? 'Şablon: üreticiye gönderildiğinde her üretici için ayrı plan düzenlenir.' : 'Üretici bağlanmamış reçete (hızlı reçete).');
  }

  doc.y += 4;
  const area = p.productionArea;
  if (area) {
    fields(doc, [
      ['Alan adı', area.name],
      ['Alan türü', p.areaType != null ? AreaTypeLabel[p.areaType as AreaType] : null],
      ['Mahalle / köy, ilçe / il', [area.neighbourhoodName, `${area.districtName} / ${area.provinceName}`].filter(Boolean).join(', ')],
      ['Büyüklük', `${n(area.decares)} da`],
      ['ÇKS ada', area.cksBlock],
      ['ÇKS parsel', area.cksParcel],
    ]);
  } else {
    fields(doc, [
      ['Alan türü', p.areaType != null ? AreaTypeLabel[p.areaType as AreaType] : null],
      ['Büyüklük', p.decares != null ? `${n(p.decares)} da` : null],
    ]);
  }
}

function products(doc: PdfDoc, p: Prescription): void {
  heading(doc, 'Bitki Koruma Ürünleri', 80);
  table(
    doc,
    [
      { header: 'No', width: 4 },
      { header: 'Ticari ad / ruhsat no', width: 16 },
      { header: 'Aktif madde (etki şekli)', width: 17 },
      { header: 'Hedef organizma', width: 12 },
      { header: 'Doz', width: 13 },
      { header: 'Alan için miktar', width: 15 },
      { header: 'Hasat arası süre', width: 8 },
      { header: 'Tekrar giriş', width: 8 },
    ],
    [...p.lines]
      .sort((a, b) => a.position - b.position)
      .map((line, i) => [
        String(i + 1),
        `${line.tradeName}\nRuhsat no:\n${line.licenceNumber}${line.formulationCode ? `\nFormülasyon: ${line.formulationCode}` : ''}`,
        substances(line) || EMPTY,
        line.harmfulOrganism.name,
        dose(line),
        amount(line),
        line.phiDays != null ? `${line.phiDays} gün` : EMPTY,
        line.reEntryHours != null ? `${line.reEntryHours} saat` : EMPTY,
      ]),
    { fontSize: FONT_SIZE.tiny },
  );
  const notes = p.lines.map(lineLimits).filter((l): l is string => !!l);
  if (p.lines.some((l) => l.activeSubstances.some((s) => s.prescriptionRequired))) notes.push('* Reçeteye tabi aktif madde (B-Reçete risk listesi).');
  regular(doc, FONT_SIZE.small);
  if (notes.length) paragraph(doc, notes.join(' '), { size: FONT_SIZE.small });
  paragraph(doc, 'Hasat arası süre: son uygulamadan hasada en kısa süre. Tekrar giriş: uygulamadan sonra alana korumasız girilmeyecek süre.', { size: FONT_SIZE.tiny });
  // The licence's own label warnings, as the farmer would read them on the pack.
  const labels = [...p.lines].sort((a, b) => a.position - b.position).filter((l) => l.labelWarnings);
  if (labels.length) {
    for (const line of labels) paragraph(doc, `Etiket Uyarıları — ${line.tradeName}: ${line.labelWarnings}`, { size: FONT_SIZE.small });
  }

  if (p.nutritionProducts.length) {
    paragraph(doc, `Bitki Besleme Ürünleri — ${p.nutritionProducts.map((x) => `${x.name}: ${withUnit(x.dose, x.unit)}${x.note ? ` (${x.note})` : ''}`).join('; ')}`, { size: FONT_SIZE.small });
  }
}

/** kg/da for the macro-nutrients, g/da for the micro-elements. */
function nutrientCell(key: string, kgPerDecare: number): string {
  return MICRO_NUTRIENTS.includes(key as (typeof MICRO_NUTRIENTS)[number]) ? `${n(kgPerDecare * 1000)} g` : `${n(kgPerDecare)} kg`;
}

function planRows(doc: PdfDoc, p: Prescription): void {
  if (p.fertilizationInfo) {
    heading(doc, 'Genel Gübreleme Bilgisi');
    paragraph(doc, p.fertilizationInfo);
  }
  heading(doc, 'Plan', 80);
  table(
    doc,
    [
      { header: 'No', width: 3 },
      { header: 'Dönem', width: 12 },
      { header: 'Ürün', width: 18 },
      { header: 'Doz', width: 11 },
      { header: 'Uygulama', width: 10 },
      { header: 'Sayı / aralık', width: 9 },
      { header: 'Not', width: 14 },
    ],
    p.fertilizationPlans.map((r, i) => [
      String(i + 1),
      stageLabel(r) + (r.stage !== 'date-window' && r.windowStart && r.windowEnd ? `\n${formatDate(r.windowStart)} – ${formatDate(r.windowEnd)}` : ''),
      `${r.productName}${r.companyName ? `\n${r.companyName}` : ''}`,
      `${n(r.dose)} ${r.doseUnit.symbol}${r.waterVolume != null ? `\n(${n(r.waterVolume)} L/da su)` : ''}`,
      FertilizationMethodLabel[r.method],
      `${r.applications} kez${r.intervalDays != null ? `\n${r.intervalDays} gün arayla` : ''}`,
      r.notes ?? '',
    ]),
    { fontSize: FONT_SIZE.tiny },
  );
  const totals = p.nutrientTotals;
  if (!totals) return;
  const shown = NutrientFields.filter((f) => totals.perDecare[f.key] > 0);
  if (shown.length === 0) return;
  heading(doc, 'Besin Toplamları (dekar başına)', 60);
  table(
    doc,
    [{ header: 'Dönem', width: 4 }, ...shown.map((f) => ({ header: f.label, width: 2 }))],
    [
      ...totals.stages.map((s) => [s.label, ...shown.map((f) => nutrientCell(f.key, s.perDecare[f.key]))]),
      ['Toplam', ...shown.map((f) => nutrientCell(f.key, totals.perDecare[f.key]))],
      ...(totals.forArea && totals.decares ? [[`Alan için (${n(totals.decares)} da)`, ...shown.map((f) => nutrientCell(f.key, totals.forArea![f.key]))]] : []),
    ],
    { fontSize: FONT_SIZE.tiny },
  );
  const notes: string[] = [];
  if (totals.densityAssumed) notes.push('Sıvı ürünlerin litresi kilogram olarak alınmıştır (yoğunluk 1 kg/L kabul edildi).');
  if (totals.notComputed.length) notes.push(`Toplamlara katılmayan satırlar: ${totals.notComputed.map((k) => p.fertilizationPlans.findIndex((r) => r.key === k) + 1).join(', ')} (dekara çevrilemeyen doz).`);
  for (const note of notes) paragraph(doc, note, { size: FONT_SIZE.small });
}

function checksAndNotes(doc: PdfDoc, p: Prescription): void {
  // Lists rather than tables and one section for the free texts: a one-line prescription fits one page.
  const findings = p.findings.filter((f) => f.severity !== 'error');
  const items: string[] = [];
  if (findings.length || p.acknowledgements.length) {
    // A warning and its acknowledgement on one line: who read and accepted it, when.
    const said = (message: string) => {
      const ack = p.acknowledgements.find((a) => a.message === message);
      return ack ? ` (okuyup onaylayan: ${ack.by} ${formatDateTime(ack.at)})` : '';
    };
    items.push(
      ...findings.map((f) => `${severityLabel[f.severity]}: ${f.message}${said(f.message)}`),
      ...p.acknowledgements
        .filter((a) => !findings.some((f) => f.message === a.message))
        .map((a) => `${isPlan(p) ? 'Planı' : 'Reçeteyi'} düzenleyenin okuyup onayladığı uyarı: ${a.message} (${a.by} ${formatDateTime(a.at)})`),
    );
  }
  const notes = p.notesWarnings.map((w) => {
    const tag = [severityLabel[w.severity] ?? w.severity, categoryLabel[w.category]].filter(Boolean).join(', ');
    return `[${tag}] ${w.title ? `${w.title}: ` : ''}${w.text}`;
  });
  if (p.maintenanceInfo) notes.push(`Bakım bilgisi: ${p.maintenanceInfo}`);
  if (p.notes) notes.push(`Not: ${p.notes}`);
  const weather = p.weatherData != null ? weatherLines(p.weatherData, p.startDate) : null;
  if (weather) notes.push(...weather);
  items.push(...notes);
  if (items.length) {
    heading(doc, 'Kontrol Sonuçları, Notlar ve Uyarılar');
    bulletList(doc, items);
  }
}

/** Where to check when the QR no longer opens (the link was renewed or revoked after printing). */
export function whereToCheck(p: Pick<Prescription, 'prescriptionNo' | 'member'>): string {
  return `Karekod açılmazsa bağlantı yenilenmiş olabilir: güncel durumu ${p.member.name} firmasına ${p.prescriptionNo} numarasıyla sorun.`;
}

/**
 * The prescriber's block with the signature line, and beside it the verification QR: on the
 * page the prescriber signs, so the check cannot be torn off; the address under both.
 */
async function prescriberAndVerification(doc: PdfDoc, p: Prescription, verifyUrl: string | null): Promise<void> {
  const qrSize = 68;
  const url = verifyUrl ? `Doğrulama: ${verifyUrl}` : 'Doğrulama bağlantısı oluşturulmadı.';
  const { left, right, width } = contentBox(doc);
  const urlHeight = regular(doc, FONT_SIZE.small).heightOfString(url, { width });
  heading(doc, isPlan(p) ? 'Planı Düzenleyen ve Doğrulama' : 'Reçeteyi Düzenleyen ve Doğrulama', qrSize + urlHeight + 10);
  const top = doc.y;
  // Three columns: who signs, the signature line, the QR with a word on what it shows.
  const fieldsWidth = 190;
  const labelWidth = 72;
  const rows: Field[] = [
    ['Ad soyad', p.prescriber.fullName],
    ['Unvan', p.prescriber.title],
    ['Yetki belgesi no', p.prescriber.authorizationNumber],
    ['Üye firma', p.member.name],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    const text = value == null || value === '' ? EMPTY : String(value);
    const h = Math.max(regular(doc).heightOfString(label, { width: labelWidth }), bold(doc).heightOfString(text, { width: fieldsWidth - labelWidth - 4 }));
    regular(doc).text(label, left, y, { width: labelWidth });
    bold(doc).text(text, left + labelWidth + 4, y, { width: fieldsWidth - labelWidth - 4 });
    doc.y = y + h + 2;
  }
  const fieldsBottom = doc.y;
  const qrX = right - qrSize;
  const noteWidth = 130;
  const signX = left + fieldsWidth + 12;
  const signWidth = qrX - noteWidth - 8 - signX - 12;
  const blockBottom = Math.max(fieldsBottom, top + (verifyUrl ? qrSize : 40));
  const lineY = blockBottom - 12;
  doc.save().lineWidth(0.75).strokeColor('#000000').moveTo(signX, lineY).lineTo(signX + signWidth, lineY).stroke().restore();
  regular(doc, FONT_SIZE.small).text('İmza / Kaşe', signX, lineY + 3, { width: signWidth, align: 'center' });
  if (verifyUrl) {
    drawQr(doc, await qrPng(verifyUrl), qrX, top, qrSize);
    regular(doc, FONT_SIZE.tiny).text(`Aslını ve güncel durumunu görmek için karekodu okutun ya da aşağıdaki adresi açın. ${whereToCheck(p)}`, qrX - noteWidth - 8, top, {
      width: noteWidth,
      lineGap: 1,
    });
  }
  doc.y = blockBottom + 6;
  regular(doc, FONT_SIZE.small).text(url, left, doc.y, verifyUrl ? { width, link: verifyUrl } : { width });
  doc.x = left;
  regular(doc);
}

/** The prescription as an A4 PDF; the same prescription and options give the same bytes. */
export async function renderPrescriptionPdf(p: Prescription, options: PrescriptionPdfOptions): Promise<Buffer> {
  const producer = producerName(p);
  return renderPdf(
    async (doc) => {
      header(doc, p);
      producerAndArea(doc, p);
      if (isPlan(p)) planRows(doc, p);
      else products(doc, p);
      checksAndNotes(doc, p);
      await prescriberAndVerification(doc, p, options.verifyUrl);
    },
    {
      title: `${documentTitle(p)} ${p.prescriptionNo}`,
      author: p.prescriber.fullName,
      subject: [p.plant.name, producer].filter(Boolean).join(' — '),
      keywords: ['reçete', p.prescriptionNo, options.brandName],
      createdAt: new Date(p.issuedAt),
      modifiedAt: new Date(p.cancelledAt ?? p.issuedAt),
      // A cancelled one says so on every page, not only the first.
      header: { left: options.brandName, right: `${isPlan(p) ? 'Plan' : 'Reçete'} no: ${p.prescriptionNo}${p.state === 'cancelled' ? ' · İPTAL EDİLDİ' : ''}` },
      footer: `${p.member.name} · ${p.prescriptionNo}`,
    },
  );
}
