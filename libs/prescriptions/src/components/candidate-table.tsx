import { Alert, Badge, Button, Center, Group, Loader, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Candidate } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
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
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped withTableBorder verticalSpacing="xs" fz="sm" aria-label="Ruhsatlı ürünler" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ürün</Table.Th>
            <Table.Th>Zararlı</Table.Th>
            <Table.Th>Aktif madde (etki grubu)</Table.Th>
            <Table.Th>Formülasyon</Table.Th>
            <Table.Th>Doz</Table.Th>
            <Table.Th>Hasat aralığı (PHI)</Table.Th>
            <Table.Th>Arı bekleme</Table.Th>
            <Table.Th>Tekrar giriş</Table.Th>
            <Table.Th>En çok uygulama</Table.Th>
            <Table.Th w={120}>İşlem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((c) => {
            const reason = invalidReason(c, date);
            const isAdded = added.has(c.licenceDetailId);
            return (
              <Table.Tr key={c.licenceDetailId} aria-disabled={reason !== null || undefined} style={reason ? { opacity: 0.75 } : undefined}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text fz="sm" fw={600}>
                      {c.tradeName}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      Ruhsat {c.licenceNumber}
                      {c.companyName ? ` · ${c.companyName}` : ''}
                    </Text>
                    {reason && (
                      <Badge color="red" variant="light" size="sm">
                        {reason}
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{c.harmfulOrganism.name}</Table.Td>
                <Table.Td>{c.activeSubstances.map((s) => substanceText(s)).join(', ') || '—'}</Table.Td>
                <Table.Td>{c.formulationCode ?? '—'}</Table.Td>
                <Table.Td>
                  {doseRangeText(c.doseMin, c.doseMax, c.doseUnit.symbol)}
                  {c.waterVolumeMin !== null && (
                    <Text fz="xs" c="dimmed">
                      Su: {c.waterVolumeMax !== null && c.waterVolumeMax !== c.waterVolumeMin ? `${figureText(c.waterVolumeMin)}–${figureText(c.waterVolumeMax)}` : figureText(c.waterVolumeMin)} L/da
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{daysText(c.phiDays)}</Table.Td>
                <Table.Td>
                  {daysText(c.beeWaitingDays)}
                  {c.beeToxicity && c.beeToxicity !== 'none' && (
                    <Text fz="xs" c="dimmed">
                      Arıya zehirlilik: {beeToxicityLabel[c.beeToxicity]}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{hoursText(c.reEntryHours)}</Table.Td>
                <Table.Td>{c.maxApplications === null ? '—' : `${c.maxApplications} kez`}</Table.Td>
                <Table.Td>
                  {reason ? (
                    <Tooltip label={reason} withArrow>
                      <span style={{ display: 'inline-flex' }}>
                        <Button size="xs" variant="default" disabled aria-label={`Ekle: ${c.tradeName} (${c.harmfulOrganism.name}) — ${reason}`}>
                          Ekle
                        </Button>
                      </span>
                    </Tooltip>
                  ) : isAdded ? (
                    <Button size="xs" variant="light" color="green" disabled leftSection={<IconCheck size={14} aria-hidden />} aria-label={`Eklendi: ${c.tradeName} (${c.harmfulOrganism.name})`}>
                      Eklendi
                    </Button>
                  ) : (
                    <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAdd(c)} aria-label={`Ekle: ${c.tradeName} (${c.harmfulOrganism.name})`}>
                      Ekle
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
