// A record's history (GET register/{kind}/{id}/history): every version, newest first, with who
// and when, the reason, and each changed field before and after.
import { Badge, Drawer, Stack, Table, Text, Timeline } from '@mantine/core';
import type { RegisterHistoryEntry } from '@portal/contracts';
import { LoadError, Loading } from '@portal/shared/ui';
import { dateTimeText } from '@portal/shared/util';
import { useHistory } from '../api/record-actions';
import type { RecordKind } from '../api/keys';

const stepLabel: Record<RegisterHistoryEntry['kind'], string> = { recorded: 'Kaydedildi', corrected: 'Düzeltildi', withdrawn: 'Geri çekildi' };
const stepColor: Record<RegisterHistoryEntry['kind'], string> = { recorded: 'blue', corrected: 'orange', withdrawn: 'gray' };

export interface HistoryTarget {
  kind: RecordKind;
  id: number;
  name: string;
}

export function HistoryDrawer({ target, onClose }: { target: HistoryTarget | null; onClose(): void }) {
  return (
    <Drawer opened={target !== null} onClose={onClose} position="right" size="lg" title={target ? `Geçmiş: ${target.name}` : 'Geçmiş'} closeButtonProps={{ 'aria-label': 'Geçmişi kapat' }}>
      {target && <HistoryList target={target} />}
    </Drawer>
  );
}

function HistoryList({ target }: { target: HistoryTarget }) {
  const history = useHistory(target.kind, target.id, true);
  if (history.error) return <LoadError title="Geçmiş okunamadı" error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Loading text="Geçmiş yükleniyor…" />;
  return (
    <Timeline bulletSize={14} lineWidth={2} aria-label="Sürümler">
      {history.data.map((step) => (
        <Timeline.Item key={`${step.version}-${step.kind}`} color={stepColor[step.kind]} title={`Sürüm ${step.version} · ${stepLabel[step.kind]}`}>
          <Stack gap={6}>
            <Text fz="sm" c="dimmed">
              {dateTimeText(step.at)} · {step.by}
            </Text>
            {step.reason && (
              <Text fz="sm">
                <Badge size="sm" variant="light" color={stepColor[step.kind]} mr={6}>
                  Neden
                </Badge>
                {step.reason}
              </Text>
            )}
            {step.changes.length > 0 && (
              <Table withTableBorder fz="sm" verticalSpacing={4} aria-label={`Sürüm ${step.version} değişiklikleri`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Alan</Table.Th>
                    <Table.Th>Önce</Table.Th>
                    <Table.Th>Sonra</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {step.changes.map((c) => (
                    <Table.Tr key={c.field}>
                      <Table.Td>{c.label}</Table.Td>
                      <Table.Td>{c.before ?? '—'}</Table.Td>
                      <Table.Td>{c.after ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
