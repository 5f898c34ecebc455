import { Badge, Box, Divider, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { AreaTypeLabel, areaWeatherSchema, NoteSeverityLabels, PlantingTypeLabel, type Prescription } from '@portal/contracts';
import type { ReactNode } from 'react';
import { FactCards, useNarrowScreen } from '@portal/shared/ui';
import { dateText, dateTimeText, daysText, hoursText } from '@portal/shared/util';
import { figureText, kindLabel } from './prescription-text';
import './print.css';

export interface DocumentLine {
  key: string;
  tradeName: string;
  licenceNumber: string;
  formulationCode: string | null;
  organism: string;
  activeSubstances: string[];
  dose: number | null;
  doseUnit: string;
  doseRange: string;
  waterVolume: number | null;
  phiDays: number | null;
  beeWaitingDays: number | null;
  reEntryHours: number | null;
  amount: { productAmount: number | null; productUnit: string; waterTotal: number | null; tanks: number | null; productPerTank: number | null; packs: number | null } | null;
}

/** What a prescription sheet shows: an issued prescription, or the draft in the preview. */
export interface DocumentModel {
  /** null in the preview: the number is given on issue. */
  prescriptionNo: string | null;
  title: string | null;
  kind: number;
  state: 'issued' | 'cancelled' | 'draft';
  issuedAt: string | null;
  memberName: string | null;
  prescriber: { fullName: string; title: string; authorizationNumber: string | null } | null;
  producer: { fullName: string; tcOrVkn: string | null; phone: string | null; email: string | null; cksNumber: string | null } | null;
  area: { name: string; provinceName: string; districtName: string; neighbourhoodName: string | null; cksBlock: string | null; cksParcel: string | null } | null;
  plantName: string;
  plantingType: number | null;
  areaType: number | null;
  decares: number | null;
  startDate: string;
  plannedHarvestDate: string | null;
  organisms: string[];
  lines: DocumentLine[];
  nutrition: { name: string; dose: number | null; unit: string | null; note: string | null }[];
  notesWarnings: { severity: string; title: string | null; text: string }[];
  maintenanceInfo: string | null;
  notes: string | null;
  weather: string | null;
  acknowledgements: { message: string; by: string | null; at: string | null }[];
  cancelReason: string | null;
}

/** One line of text for the weather kept with a prescription (the producers' weather answer). */
export function weatherSummary(data: unknown): string | null {
  const parsed = areaWeatherSchema.safeParse(data);
  if (!parsed.success) return null;
  if (!parsed.data.available) return parsed.data.reason;
  const { current } = parsed.data.forecast;
  return `${dateTimeText(parsed.data.fetchedAt)}: ${figureText(current.temperature, 1)} °C, nem %${figureText(current.relativeHumidity, 0)}, rüzgâr ${figureText(current.windSpeed, 1)} km/sa, yağış ${figureText(current.precipitation, 1)} mm`;
}

export function documentOf(p: Prescription): DocumentModel {
  return {
    prescriptionNo: p.prescriptionNo,
    title: p.title,
    kind: p.type,
    state: p.state,
    issuedAt: p.issuedAt,
    memberName: p.member.name,
    prescriber: p.prescriber,
    producer: p.producer ? { fullName: [p.producer.name, p.producer.surName].filter(Boolean).join(' '), tcOrVkn: p.producer.tcOrVkn, phone: p.producer.phone, email: p.producer.email, cksNumber: p.producer.cksNumber } : null,
    area: p.productionArea,
    plantName: p.plant.name,
    plantingType: p.plantingType,
    areaType: p.areaType,
    decares: p.productionArea?.decares ?? p.decares,
    startDate: p.startDate,
    plannedHarvestDate: p.plannedHarvestDate,
    organisms: p.harmfulOrganisms.map((o) => o.name),
    lines: p.lines.map((l) => ({
      key: l.key,
      tradeName: l.tradeName,
      licenceNumber: l.licenceNumber,
      formulationCode: l.formulationCode,
      organism: l.harmfulOrganism.name,
      activeSubstances: l.activeSubstances.map((s) => [s.name, s.concentration !== null ? `${figureText(s.concentration, 3)} ${s.concentrationUnit ?? ''}`.trim() : null, s.moaScheme || s.moaCode ? `${s.moaScheme ?? ''} ${s.moaCode ?? ''}`.trim() : null].filter(Boolean).join(' · ')),
      dose: l.dose,
      doseUnit: l.doseUnit.symbol,
      doseRange: l.doseMin === null ? '—' : l.doseMin === l.doseMax || l.doseMax === null ? `${figureText(l.doseMin, 3)} ${l.registeredUnit?.symbol ?? ''}` : `${figureText(l.doseMin, 3)}–${figureText(l.doseMax, 3)} ${l.registeredUnit?.symbol ?? ''}`,
      waterVolume: l.waterVolume,
      phiDays: l.phiDays,
      beeWaitingDays: l.beeWaitingDays,
      reEntryHours: l.reEntryHours,
      amount: l.amount,
    })),
    nutrition: p.nutritionProducts.map((n) => ({ name: n.name, dose: n.dose, unit: n.unit, note: n.note })),
    notesWarnings: p.notesWarnings,
    maintenanceInfo: p.maintenanceInfo,
    notes: p.notes,
    weather: p.includeWeatherData ? weatherSummary(p.weatherData) : null,
    acknowledgements: p.acknowledgements.map((a) => ({ message: a.message, by: a.by, at: a.at })),
    cancelReason: p.cancelReason,
  };
}

/** A labelled value of a printed sheet. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed" mb={6}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** A line's figures, each as its table cell and its card field show it. */
function lineFacts(l: DocumentLine): { label: string; value: ReactNode }[] {
  return [
    { label: 'Aktif madde', value: l.activeSubstances.join('; ') || '—' },
    { label: 'Zararlı', value: l.organism },
    {
      label: 'Doz',
      value: (
        <>
          {l.dose === null ? '—' : `${figureText(l.dose, 3)} ${l.doseUnit}`}
          <Text fz="xs" c="dimmed">
            Ruhsatlı: {l.doseRange}
          </Text>
        </>
      ),
    },
    {
      label: 'Alan için miktar',
      value: (
        <>
          {l.amount?.productAmount != null ? `${figureText(l.amount.productAmount)} ${l.amount.productUnit}` : '—'}
          {l.amount?.packs != null && <Text fz="xs">{l.amount.packs} ambalaj</Text>}
        </>
      ),
    },
    {
      label: 'Su / depo',
      value: (
        <>
          {l.waterVolume !== null ? `${figureText(l.waterVolume)} L/da` : '—'}
          {l.amount?.waterTotal != null && <Text fz="xs">Toplam {figureText(l.amount.waterTotal)} L</Text>}
          {l.amount?.tanks != null && (
            <Text fz="xs">
              {l.amount.tanks} depo{l.amount.productPerTank != null ? `, depo başına ${figureText(l.amount.productPerTank)} ${l.amount.productUnit}` : ''}
            </Text>
          )}
        </>
      ),
    },
    { label: 'PHI', value: daysText(l.phiDays) },
    { label: 'Arı bekleme', value: daysText(l.beeWaitingDays) },
    { label: 'Tekrar giriş', value: hoursText(l.reEntryHours) },
  ];
}

const LINE_COLUMNS = ['Aktif madde', 'Zararlı', 'Doz', 'Alan için miktar', 'Su / depo', 'PHI', 'Arı bekleme', 'Tekrar giriş'];

function ProductName({ line }: { line: DocumentLine }) {
  return (
    <>
      <Text fz="xs" fw={700}>
        {line.tradeName}
      </Text>
      <Text fz="xs" c="dimmed">
        {line.licenceNumber}
        {line.formulationCode ? ` · ${line.formulationCode}` : ''}
      </Text>
    </>
  );
}

/** The product lines: a table, or one card per line on a phone so no column is out of sight. */
function DocumentLines({ lines }: { lines: DocumentLine[] }) {
  if (useNarrowScreen()) {
    return (
      <FactCards
        label="Reçetedeki ürünler"
        cards={lines.map((l) => ({ key: l.key, name: l.tradeName, title: <ProductName line={l} />, facts: lineFacts(l) }))}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={4} aria-label="Reçetedeki ürünler">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ürün</Table.Th>
            {LINE_COLUMNS.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.key}>
              <Table.Td>
                <ProductName line={l} />
              </Table.Td>
              {lineFacts(l).map((f) => (
                <Table.Td key={f.label}>{f.value}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const place = (a: NonNullable<DocumentModel['area']>) => [a.neighbourhoodName, a.districtName, a.provinceName].filter(Boolean).join(', ');

/**
 * The prescription as it is printed on A4 (receteler/:id, and the editor's preview): header,
 * producer, area and plant, organisms, product lines with the dose calculator's amounts, plant
 * nutrition, notes and warnings, the acknowledged warnings and who issued it.
 */
export function PrescriptionDocument({ model, printArea = false }: { model: DocumentModel; printArea?: boolean }) {
  const heading = model.prescriptionNo ? `Reçete No: ${model.prescriptionNo}` : 'Reçete taslağı';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={`rx-sheet${printArea ? ' rx-print-area' : ''}`} component="article" aria-label="Yazdırılacak reçete">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text fz="xs" c="dimmed">
              {model.memberName ?? ''}
            </Text>
            <Title order={2} fz="h3">
              {heading}
            </Title>
            {model.title && <Text fz="sm">{model.title}</Text>}
          </div>
          <Stack gap={4} align="flex-end">
            <Badge variant="light">{kindLabel(model.kind)}</Badge>
            {model.state === 'cancelled' && <div className="rx-cancelled">İPTAL EDİLDİ</div>}
            {model.state === 'draft' && (
              <Badge color="gray" variant="outline">
                Düzenlenmedi
              </Badge>
            )}
            {model.issuedAt && <Text fz="xs">Düzenlenme: {dateTimeText(model.issuedAt)}</Text>}
          </Stack>
        </Group>
        {model.state === 'cancelled' && model.cancelReason && (
          <Text fz="sm" c="red.9">
            İptal nedeni: {model.cancelReason}
          </Text>
        )}
        <Divider />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap={6}>
              <Field label="Üretici">{model.producer?.fullName ?? '—'}</Field>
              {model.producer?.tcOrVkn && <Field label="TC kimlik no / VKN">{model.producer.tcOrVkn}</Field>}
              {model.producer?.cksNumber && <Field label="ÇKS kayıt no">{model.producer.cksNumber}</Field>}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap={6}>
              <Field label="Üretim alanı">{model.area ? model.area.name : '—'}</Field>
              {model.area && <Field label="Yer">{place(model.area)}</Field>}
              {model.area && (model.area.cksBlock || model.area.cksParcel) && (
                <Field label="Ada / parsel">
                  {model.area.cksBlock ?? '—'} / {model.area.cksParcel ?? '—'}
                </Field>
              )}
              <Field label="Alan büyüklüğü">{model.decares === null ? '—' : `${figureText(model.decares)} da (${figureText(model.decares / 10, 3)} ha)`}</Field>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Stack gap={6}>
              <Field label="Bitki">
                {model.plantName}
                {model.plantingType !== null ? ` (${PlantingTypeLabel[model.plantingType as 0 | 1 | 2] ?? ''})` : ''}
              </Field>
              {model.areaType !== null && <Field label="Alan türü">{AreaTypeLabel[model.areaType as 0 | 1 | 2 | 3] ?? '—'}</Field>}
              <Field label="Uygulama tarihi">{dateText(model.startDate)}</Field>
              <Field label="Planlanan hasat">{dateText(model.plannedHarvestDate)}</Field>
            </Stack>
          </Grid.Col>
        </Grid>

        <Section title="Zararlı organizmalar">
          <Text fz="sm">{model.organisms.join(', ') || '—'}</Text>
        </Section>

        <Section title="Ürünler">
          <DocumentLines lines={model.lines} />
        </Section>

        {model.nutrition.length > 0 && (
          <Section title="Bitki besleme">
            <Stack gap={2} component="ul" m={0} pl="md">
              {model.nutrition.map((n, i) => (
                <Text key={i} component="li" fz="sm">
                  {n.name}
                  {n.dose !== null ? ` — ${figureText(n.dose, 3)} ${n.unit ?? ''}` : ''}
                  {n.note ? ` (${n.note})` : ''}
                </Text>
              ))}
            </Stack>
          </Section>
        )}

        {model.notesWarnings.length > 0 && (
          <Section title="Notlar ve uyarılar">
            <Stack gap={4} component="ul" m={0} pl="md">
              {model.notesWarnings.map((n, i) => (
                <Text key={i} component="li" fz="sm">
                  <Text span fw={700}>
                    {NoteSeverityLabels[n.severity as keyof typeof NoteSeverityLabels] ?? n.severity}
                    {n.title ? ` — ${n.title}` : ''}:
                  </Text>{' '}
                  {n.text}
                </Text>
              ))}
            </Stack>
          </Section>
        )}

        {model.maintenanceInfo && (
          <Section title="Bakım bilgisi">
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {model.maintenanceInfo}
            </Text>
          </Section>
        )}
        {model.notes && (
          <Section title="Notlar">
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {model.notes}
            </Text>
          </Section>
        )}
        {model.weather && (
          <Section title="Hava durumu (düzenleme anında)">
            <Text fz="sm">{model.weather}</Text>
          </Section>
        )}
        {model.acknowledgements.length > 0 && (
          <Section title="Okunup onaylanan uyarılar">
            <Stack gap={2} component="ul" m={0} pl="md">
              {model.acknowledgements.map((a, i) => (
                <Text key={i} component="li" fz="sm">
                  {a.message}
                  {a.by ? ` — ${a.by}${a.at ? `, ${dateTimeText(a.at)}` : ''}` : ''}
                </Text>
              ))}
            </Stack>
          </Section>
        )}

        <Divider />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Text fz="xs" c="dimmed">
              Reçeteyi düzenleyen
            </Text>
            <Text fz="sm" fw={700}>
              {model.prescriber ? `${model.prescriber.fullName} (${model.prescriber.title})` : 'Reçete düzenlendiğinde eklenir'}
            </Text>
            {model.prescriber?.authorizationNumber && <Text fz="xs">Yetki belgesi no: {model.prescriber.authorizationNumber}</Text>}
          </div>
          <Text fz="xs" c="dimmed">
            İmza
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
