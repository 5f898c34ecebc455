// The register's rows in date order: prescriptions (linked), applications and harvests with their
// flags as coloured alerts, TRC-sourced ones marked with their lot and read-only. Each RCT record
// has a row menu (Düzelt, Geri çek, Geçmiş, Fotoğraflar); the changing entries only for writers.
// Below `sm` the rows are cards with the same menu.
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { RegisterApplication, RegisterEntry, RegisterHarvest } from '@portal/contracts';
import { RecordCard, RecordCardList, RowMenu, useNarrowScreen, type CardField, type RowAction } from '@portal/shared/ui';
import { dateText, dateTimeText, numberText } from '@portal/shared/util';
import { IconArrowBackUp, IconHistory, IconPencil, IconPhoto } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { prescriptionPath } from '../paths';
import { CorrectionModal, type CorrectionTarget } from './correction-modal';
import { applicatorText, appliedAmountText, decaresShort, entryKindLabel, entryName, harvestAmountText, lotText } from './entry-text';
import { FlagAlerts } from './flags';
import { HistoryDrawer, type HistoryTarget } from './history-drawer';
import { PhotosModal } from './photos-modal';
import { WeatherSummary } from './weather-summary';
import { WithdrawDialog, type WithdrawTarget } from './withdraw-dialog';

const kindColor = { prescription: 'blue', application: 'teal', harvest: 'grape' } as const;

function StatusBadges({ record }: { record: RegisterApplication | RegisterHarvest }) {
  return (
    <>
      {record.source === 'trc' && (
        <Badge color="gray" variant="outline" title="İzlenebilirlik partisinin aşaması: burada değiştirilemez">
          {lotText(record.lot)}
        </Badge>
      )}
      {record.withdrawn && (
        <Badge color="dark" variant="light">
          Geri çekildi
        </Badge>
      )}
      {record.version > 1 && !record.withdrawn && (
        <Badge color="orange" variant="light">
          Düzeltildi (sürüm {record.version})
        </Badge>
      )}
    </>
  );
}

function Withdrawn({ record }: { record: RegisterApplication | RegisterHarvest }) {
  if (!record.withdrawn) return null;
  return (
    <Text fz="xs" c="dimmed">
      {dateTimeText(record.withdrawn.at)} tarihinde {record.withdrawn.by} geri çekti: {record.withdrawn.reason}
    </Text>
  );
}

/** What a row says beyond its kind and day (the same in the table and on a card). */
function details(entry: RegisterEntry): { fields: CardField[]; below: ReactNode } {
  if (entry.type === 'prescription') {
    const p = entry.prescription;
    return {
      fields: [
        ['Bitki', p.plantName],
        ['Reçeteyi yazan', p.prescriberName],
        ['Başlangıç', dateText(p.startDate)],
        ['Planlanan hasat', dateText(p.plannedHarvestDate)],
      ],
      below: (
        <Stack gap={2}>
          {p.lines.map((l) => (
            <Text key={l.key} fz="sm">
              {l.tradeName}: {numberText(l.dose)} {l.doseUnit}
              {l.amountTotal !== null ? ` · alan için ${numberText(l.amountTotal)} ${l.amountUnit ?? ''}` : ''} · {l.applied === 0 ? 'henüz uygulanmadı' : `${l.applied} uygulama kaydı`}
            </Text>
          ))}
          {p.state === 'cancelled' && (
            <Badge color="red" variant="light" w="fit-content">
              İptal edildi
            </Badge>
          )}
        </Stack>
      ),
    };
  }
  if (entry.type === 'application') {
    const a = entry.application;
    return {
      fields: [
        ['Ürün', a.productName],
        ['Miktar', appliedAmountText(a)],
        ['Alan', decaresShort(a.decares)],
        ['Su', a.waterVolumeLitres === null ? '—' : `${numberText(a.waterVolumeLitres, 2)} L`],
        ['Uygulayıcı', applicatorText(a)],
        ['Reçete', a.prescriptionId !== null && a.prescriptionNo ? <Anchor component={Link} to={prescriptionPath(a.prescriptionId)} fz="sm" underline="always">{a.prescriptionNo}</Anchor> : '—'],
      ],
      below: (
        <Stack gap={6}>
          <WeatherSummary weather={a.weather} unavailableReason={a.weatherUnavailableReason} />
          {a.notes && <Text fz="sm">Not: {a.notes}</Text>}
          {a.photoIds.length > 0 && (
            <Text fz="xs" c="dimmed">
              {a.photoIds.length} fotoğraf
            </Text>
          )}
          <Withdrawn record={a} />
          <FlagAlerts flags={a.flags} label={`${entryName(entry)}: işaretler`} />
        </Stack>
      ),
    };
  }
  const h = entry.harvest;
  return {
    fields: [
      ['Miktar', harvestAmountText(h)],
      ['Parti / alıcı', h.lotOrBuyer ?? '—'],
      ['Kaydeden', h.recordedBy.name],
    ],
    below: (
      <Stack gap={6}>
        {h.notes && <Text fz="sm">Not: {h.notes}</Text>}
        <Withdrawn record={h} />
        <FlagAlerts flags={h.flags} label={`${entryName(entry)}: işaretler`} />
      </Stack>
    ),
  };
}

const dayOf = (entry: RegisterEntry) => (entry.type === 'application' ? `${dateText(entry.application.appliedOn)}${entry.application.startTime ? ` ${entry.application.startTime}` : ''}` : dateText(entry.date));

export interface RegisterEntriesProps {
  entries: readonly RegisterEntry[];
  /** The list's name, e.g. 'Beykonak Serası 1: kayıt defteri'. */
  label: string;
  canWrite: boolean;
  busy?: boolean;
}

export function RegisterEntries({ entries, label, canWrite, busy = false }: RegisterEntriesProps) {
  const narrow = useNarrowScreen();
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);
  const [withdrawing, setWithdrawing] = useState<WithdrawTarget | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const [photos, setPhotos] = useState<{ application: RegisterApplication; name: string } | null>(null);

  // The newest answer of an open record: a correction or an upload refreshes the register.
  const current = (id: number): RegisterApplication | null => {
    for (const e of entries) if (e.type === 'application' && e.application.id === id) return e.application;
    return null;
  };

  const actionsOf = (entry: RegisterEntry): RowAction[] => {
    if (entry.type === 'prescription') return [];
    const name = entryName(entry);
    const record = entry.type === 'application' ? entry.application : entry.harvest;
    // A TRC stage is the lot's: shown here, changed only in its lot.
    if (record.source === 'trc') return [];
    const changeable = canWrite && !record.withdrawn;
    const actions: RowAction[] = [];
    if (changeable) {
      actions.push({
        label: 'Düzelt',
        icon: <IconPencil size={16} aria-hidden />,
        onClick: () => setCorrecting(entry.type === 'application' ? { kind: 'application', record: entry.application, name } : { kind: 'harvest', record: entry.harvest, name }),
      });
      actions.push({ label: 'Geri çek', icon: <IconArrowBackUp size={16} aria-hidden />, color: 'red', onClick: () => setWithdrawing({ kind: entry.type, id: record.id, name }) });
    }
    actions.push({ label: 'Geçmiş', icon: <IconHistory size={16} aria-hidden />, onClick: () => setHistory({ kind: entry.type, id: record.id, name }) });
    if (entry.type === 'application') actions.push({ label: 'Fotoğraflar', icon: <IconPhoto size={16} aria-hidden />, onClick: () => setPhotos({ application: entry.application, name }) });
    return actions;
  };

  const title = (entry: RegisterEntry) =>
    entry.type === 'prescription' ? (
      <Anchor component={Link} to={prescriptionPath(entry.prescription.id)} fw={700}>
        Reçete {entry.prescription.prescriptionNo}
      </Anchor>
    ) : (
      entryName(entry)
    );

  const badges = (entry: RegisterEntry) => (
    <Group gap={4}>
      <Badge color={kindColor[entry.type]} variant="light">
        {entryKindLabel[entry.type]}
      </Badge>
      {entry.type !== 'prescription' && <StatusBadges record={entry.type === 'application' ? entry.application : entry.harvest} />}
    </Group>
  );

  const keyOf = (entry: RegisterEntry) =>
    entry.type === 'prescription' ? `p-${entry.prescription.id}` : entry.type === 'application' ? `a-${entry.application.source}-${entry.application.id}` : `h-${entry.harvest.source}-${entry.harvest.id}`;

  const list = narrow ? (
    <RecordCardList label={label} busy={busy}>
      {entries.map((entry) => {
        const { fields, below } = details(entry);
        return (
          <RecordCard key={keyOf(entry)} name={entryName(entry)} title={title(entry)} badge={badges(entry)} fields={[['Tarih', dayOf(entry)], ...fields]} actions={actionsOf(entry)}>
            {below}
          </RecordCard>
        );
      })}
    </RecordCardList>
  ) : (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={label} aria-busy={busy} withTableBorder verticalSpacing="sm" fz="sm" style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={130}>Tarih</Table.Th>
            <Table.Th w={200}>Kayıt</Table.Th>
            <Table.Th>Ayrıntı</Table.Th>
            <Table.Th w={56}>İşlem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const { fields, below } = details(entry);
            const actions = actionsOf(entry);
            return (
              <Table.Tr key={keyOf(entry)} style={{ verticalAlign: 'top' }}>
                <Table.Td>{dayOf(entry)}</Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    {entry.type === 'prescription' ? title(entry) : <Text fw={600} fz="sm">{entry.type === 'application' ? entry.application.productName : harvestAmountText(entry.harvest)}</Text>}
                    {badges(entry)}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={6}>
                    <Text fz="sm">
                      {fields.map(([k, value], i) => (
                        <span key={k}>
                          {i > 0 ? ' · ' : ''}
                          {k}: {value}
                        </span>
                      ))}
                    </Text>
                    {below}
                  </Stack>
                </Table.Td>
                <Table.Td>{actions.length > 0 && <RowMenu name={entryName(entry)} actions={actions} />}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <>
      {list}
      <CorrectionModal target={correcting && correctionCurrent(correcting, entries)} onClose={() => setCorrecting(null)} />
      <WithdrawDialog target={withdrawing} onClose={() => setWithdrawing(null)} />
      <HistoryDrawer target={history} onClose={() => setHistory(null)} />
      <PhotosModal application={photos ? (current(photos.application.id) ?? photos.application) : null} name={photos?.name ?? ''} canWrite={canWrite} onClose={() => setPhotos(null)} />
    </>
  );
}

/** The open correction with the register's newest record (after a stale refusal the register is read again). */
function correctionCurrent(target: CorrectionTarget, entries: readonly RegisterEntry[]): CorrectionTarget {
  for (const e of entries) {
    if (target.kind === 'application' && e.type === 'application' && e.application.source === 'rct' && e.application.id === target.record.id) return { ...target, record: e.application };
    if (target.kind === 'harvest' && e.type === 'harvest' && e.harvest.source === 'rct' && e.harvest.id === target.record.id) return { ...target, record: e.harvest };
  }
  return target;
}
