import { Alert, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Candidate } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { useNarrowScreen } from '@portal/shared/ui';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { dateText, daysText, hoursText } from '@portal/shared/util';
import { doseRangeText, figureText, substanceText } from './prescription-text';

/** Why a registered use cannot be prescribed on the date; null when it can. */
export function invalidReason(candidate: Candidate, date: string): string | null {
  if (candidate.validOnDate) return null;
  if (candidate.licenceStatus === 'cancelled') return 'Ruhsat iptal edilmiş';
  if (candidate.expiryDate && candidate.expiryDate < date) return `Ruhsat süresi ${dateText(candidate.expiryDate)} tarihinde doldu`;
  if (candidate.licenceDate > date) return `Ruhsat ${dateText(candidate.licenceDate)} tarihinden itibaren geçerli`;
  return 'Ruhsat uygulama tarihinde geçerli değil';
}

const beeToxicityLabel: Record<NonNullable<Candidate['beeToxicity']>, string> = { none: 'Yok', low: 'Düşük', moderate: 'Orta', high: 'Yüksek' };

export interface CandidateTableProps {
  candidates: Candidate[] | undefined;
  loading: boolean;
  error: unknown;
  /** The application date the licences are checked on. */
  date: string;
  /** Registered uses already on a line. */
  added: ReadonlySet<number>;
  onAdd(candidate: Candidate): void;
}

/**
 * The licensed products for the chosen organisms (GET prescription/candidates): each registered
 * use with its dose range and unit, PHI, bee waiting period, re-entry interval, maximum
 * applications, formulation and active substances with their mode-of-action group. A use whose
 * licence is not valid on the date is shown disabled with the reason.
 */
export function CandidateTable({ candidates, loading, error, date, added, onAdd }: CandidateTableProps) {
  if (error) {
    return (
      <Alert color="red" variant="light" title="Ürünler alınamadı">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!candidates) {
    return loading ? (
      <Center py="md">
        <Group gap="sm" role="status">
          <Loader size="xs" aria-hidden />
          <Text fz="sm">Ruhsatlı ürünler yükleniyor…</Text>
        </Group>
      </Center>
    ) : null;
  }
  if (candidates.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        Seçilen zararlılar için bu bitkide ruhsatlı ürün bulunamadı.
      </Text>
    );
  }
  return <CandidateRows candidates={candidates} loading={loading} date={date} added={added} onAdd={onAdd} />;
}

/** The "Ekle" action of a use: disabled with the reason when its licence is not valid, "Eklendi" once on a line. */
function AddButton({ candidate: c, reason, isAdded, onAdd, fullWidth }: { candidate: Candidate; reason: string | null; isAdded: boolean; onAdd(candidate: Candidate): void; fullWidth?: boolean }) {
  if (reason) {
    return (
      <Tooltip label={reason} withArrow>
        <span style={{ display: 'inline-flex', width: fullWidth ? '100%' : undefined }}>
          <Button size="xs" variant="default" disabled fullWidth={fullWidth} aria-label={`Ekle: ${c.tradeName} (${c.harmfulOrganism.name}) — ${reason}`}>
            Ekle
          </Button>
        </span>
      </Tooltip>
    );
  }
  if (isAdded) {
    return (
      <Button size="xs" variant="light" color="green" disabled fullWidth={fullWidth} leftSection={<IconCheck size={14} aria-hidden />} aria-label={`Eklendi: ${c.tradeName} (${c.harmfulOrganism.name})`}>
        Eklendi
      </Button>
    );
  }
  return (
    <Button size="xs" fullWidth={fullWidth} leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAdd(c)} aria-label={`Ekle: ${c.tradeName} (${c.harmfulOrganism.name})`}>
      Ekle
    </Button>
  );
}

function ProductCell({ candidate: c, reason }: { candidate: Candidate; reason: string | null }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" fw={600}>
        {c.tradeName}
      </Text>
      <Text fz="xs" c="dimmed">
        Ruhsat {c.licenceNumber}
        {c.companyName ? ` · ${c.companyName}` : ''}
        {c.formulationCode ? ` · ${c.formulationCode}` : ''}
      </Text>
      <Text fz="xs" c="dimmed">
        {c.activeSubstances.map((s) => substanceText(s)).join(', ') || '—'}
      </Text>
      {reason && (
        <Badge color="red" variant="light" size="sm" style={{ whiteSpace: 'normal', height: 'auto' }}>
          {reason}
        </Badge>
      )}
    </Stack>
  );
}

function DoseCell({ candidate: c }: { candidate: Candidate }) {
  return (
    <>
      {doseRangeText(c.doseMin, c.doseMax, c.doseUnit.symbol)}
      {c.waterVolumeMin !== null && (
        <Text fz="xs" c="dimmed">
          Su: {c.waterVolumeMax !== null && c.waterVolumeMax !== c.waterVolumeMin ? `${figureText(c.waterVolumeMin)}–${figureText(c.waterVolumeMax)}` : figureText(c.waterVolumeMin)} L/da
        </Text>
      )}
    </>
  );
}

/** The waiting periods and the application limit, one labelled line each. */
function WaitingCell({ candidate: c }: { candidate: Candidate }) {
  const lines = [
    `Hasat aralığı (PHI): ${daysText(c.phiDays)}`,
    `Arı bekleme: ${daysText(c.beeWaitingDays)}${c.beeToxicity && c.beeToxicity !== 'none' ? ` (arıya zehirlilik: ${beeToxicityLabel[c.beeToxicity].toLocaleLowerCase('tr-TR')})` : ''}`,
    `Tekrar giriş: ${hoursText(c.reEntryHours)}`,
    `En çok uygulama: ${c.maxApplications === null ? '—' : `${c.maxApplications} kez`}`,
  ];
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} fz="xs">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The uses as table rows on wide screens (five columns, so "Ekle" stays in sight beside the
 * editor's side column), as cards on a phone.
 */
function CandidateRows({ candidates, loading, date, added, onAdd }: Omit<CandidateTableProps, 'candidates' | 'error'> & { candidates: Candidate[] }) {
  if (useNarrowScreen()) {
    return (
      <Stack gap="sm" component="ul" m={0} p={0} aria-label="Ruhsatlı ürünler" aria-busy={loading} style={{ listStyle: 'none' }}>
        {candidates.map((c) => {
          const reason = invalidReason(c, date);
          return (
            <Paper key={c.licenceDetailId} component="li" withBorder radius="sm" p="sm" aria-label={`${c.tradeName} (${c.harmfulOrganism.name})`} style={reason ? { opacity: 0.75 } : undefined}>
              <Stack gap="xs">
                <ProductCell candidate={c} reason={reason} />
                <SimpleGrid cols={2} spacing="xs">
                  <div>
                    <Text fz="xs" c="dimmed">
                      Zararlı
                    </Text>
                    <Text fz="sm">{c.harmfulOrganism.name}</Text>
                  </div>
                  <div>
                    <Text fz="xs" c="dimmed">
                      Doz
                    </Text>
                    <Text fz="sm" component="div">
                      <DoseCell candidate={c} />
                    </Text>
                  </div>
                </SimpleGrid>
                <WaitingCell candidate={c} />
                <AddButton candidate={c} reason={reason} isAdded={added.has(c.licenceDetailId)} onAdd={onAdd} fullWidth />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="xs" fz="sm" aria-label="Ruhsatlı ürünler" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ürün</Table.Th>
            <Table.Th>Zararlı</Table.Th>
            <Table.Th>Doz</Table.Th>
            <Table.Th>Bekleme süreleri</Table.Th>
            <Table.Th w={110}>İşlem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((c) => {
            const reason = invalidReason(c, date);
            return (
              <Table.Tr key={c.licenceDetailId} aria-disabled={reason !== null || undefined} style={reason ? { opacity: 0.75 } : undefined}>
                <Table.Td>
                  <ProductCell candidate={c} reason={reason} />
                </Table.Td>
                <Table.Td>{c.harmfulOrganism.name}</Table.Td>
                <Table.Td>
                  <DoseCell candidate={c} />
                </Table.Td>
                <Table.Td>
                  <WaitingCell candidate={c} />
                </Table.Td>
                <Table.Td>
                  <AddButton candidate={c} reason={reason} isAdded={added.has(c.licenceDetailId)} onAdd={onAdd} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
