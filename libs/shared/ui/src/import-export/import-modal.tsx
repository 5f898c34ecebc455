import { Alert, Badge, Button, FileInput, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_IMPORT_ROWS, type ImportAction, type ImportReport } from '@portal/contracts';
import { ApiError, errorMessage, useApi } from '@portal/shared/api-client';
import { IconAlertCircle, IconCheck, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { importFormatOf, postImport } from './api/post-import';

export interface ImportModalProps {
  opened: boolean;
  onClose(): void;
  /** The section's API path (`definition/plant`). */
  api: string;
  /** The section's title, for the modal's heading. */
  title: string;
  /** After a commit that wrote rows: refresh the list. */
  onImported(report: ImportReport): void;
}

const actionLabels: Record<ImportAction, { label: string; color: string }> = {
  create: { label: 'Eklenecek', color: 'green' },
  update: { label: 'Güncellenecek', color: 'blue' },
  unchanged: { label: 'Değişmeyecek', color: 'gray' },
  error: { label: 'Hatalı', color: 'red' },
};

type Failure = { message: string; details: { field: string; message: string }[] };

function failureOf(err: unknown): Failure {
  const details = err instanceof ApiError ? (err.data as { details?: unknown } | undefined)?.details : undefined;
  const list = Array.isArray(details)
    ? details.filter((d): d is { field: string; message: string } => typeof d?.message === 'string').map((d) => ({ field: String(d.field ?? ''), message: d.message }))
    : [];
  return { message: errorMessage(err), details: list };
}

/** A chosen file read again after it was edited on disk: the browser refuses its old handle. */
const CHANGED_FILE = 'Dosya seçildikten sonra değişmiş ya da okunamıyor. Dosyayı yeniden seçin.';

/** Preview first; commit only a file without errors that changes something. */
export function canCommit(report: ImportReport | null): boolean {
  return !!report && report.mode === 'preview' && report.errors.length === 0 && report.invalid === 0 && report.create + report.update > 0;
}

/**
 * 'İçe aktar': a CSV or XLSX file (first row: the column headers of an export) is previewed with
 * `?mode=preview`, then the same bytes are written with `?mode=commit`. A file fixed after a
 * preview is chosen again (the input is emptied after each choice, so the same name counts) and
 * previewed anew.
 */
export function ImportModal({ opened, onClose, api, title, onImported }: ImportModalProps) {
  const client = useApi();
  const [file, setFile] = useState<File | null>(null);
  /** What was previewed: a commit writes exactly these bytes. */
  const [previewed, setPreviewed] = useState<{ report: ImportReport; bytes: ArrayBuffer } | null>(null);
  const report = previewed?.report ?? null;
  const resetInput = useRef<() => void>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);
  const format = file ? importFormatOf(file.name) : null;

  const reset = () => {
    setFile(null);
    setPreviewed(null);
    setFailure(null);
    setBusy(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const send = async (mode: 'preview' | 'commit') => {
    if (!file || !format) return;
    setBusy(mode);
    setFailure(null);
    try {
      let bytes = previewed?.bytes;
      if (mode === 'preview' || !bytes) {
        try {
          bytes = await file.arrayBuffer();
        } catch {
          // Chrome refuses to read a chosen file that was saved again since (NotReadableError).
          setFile(null);
          setPreviewed(null);
          setFailure({ message: CHANGED_FILE, details: [] });
          return;
        }
      }
      const result = await postImport(client, api, mode, format, bytes);
      if (mode === 'preview') {
        setPreviewed({ report: result, bytes });
        return;
      }
      notifications.show({
        color: 'green',
        icon: <IconCheck size={18} aria-hidden />,
        title: 'İçe aktarıldı',
        message: `${result.create} kayıt eklendi, ${result.update} kayıt güncellendi.`,
      });
      onImported(result);
      close();
    } catch (err) {
      setFailure(failureOf(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`${title}: içe aktar`} size="xl" closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="md">
        <Text fz="sm">
          CSV ya da Excel (XLSX) dosyası seçin. Dosyanın ilk satırı sütun başlıklarını içermelidir; başlıklar dışa aktarılan dosyadakiyle
          aynı olmalıdır. Bir dosyada en fazla {MAX_IMPORT_ROWS.toLocaleString('tr-TR')} satır olabilir.
        </Text>
        <FileInput
          label="Dosya"
          placeholder="Dosya seçin"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconUpload size={16} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': 'Temizle' }}
          value={file}
          resetRef={resetInput}
          onChange={(next) => {
            setFile(next);
            setPreviewed(null);
            setFailure(null);
            // Without this, choosing the same (now fixed) file again fires no change.
            resetInput.current?.();
          }}
          error={file && !format ? 'Yalnızca .csv ve .xlsx dosyaları içe aktarılabilir' : undefined}
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="İçe aktarılamadı">
            <Text fz="sm">{failure.message}</Text>
            {failure.details.length > 0 && (
              <ul>
                {failure.details.map((d, i) => (
                  <li key={i}>
                    <Text fz="sm">{d.field ? `${d.field}: ${d.message}` : d.message}</Text>
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {report && <ImportReportView report={report} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Vazgeç
          </Button>
          <Button variant="light" onClick={() => void send('preview')} disabled={!file || !format || busy !== null} loading={busy === 'preview'}>
            Önizle
          </Button>
          <Button onClick={() => void send('commit')} disabled={!canCommit(report) || busy !== null} loading={busy === 'commit'}>
            İçe aktar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The preview: counts, the problems and the first rows with what will happen to each. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const counts: [string, number][] = [
    ['Toplam', report.total],
    ['Eklenecek', report.create],
    ['Güncellenecek', report.update],
    ['Değişmeyecek', report.unchanged],
    ['Hatalı', report.invalid],
  ];
  return (
    <Stack gap="md" aria-live="polite">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" role="list" aria-label="Önizleme özeti">
        {counts.map(([label, value]) => (
          <div key={label} role="listitem">
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {report.errors.length > 0 ? (
        <Table.ScrollContainer minWidth={420} maxHeight={240}>
          <Table striped withTableBorder>
            <Table.Caption>Hatalar: dosyayı düzeltip yeniden seçin ve önizleyin.</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Satır</Table.Th>
                <Table.Th>Sütun</Table.Th>
                <Table.Th>Hata</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.errors.map((issue, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{issue.row}</Table.Td>
                  <Table.Td>{issue.column}</Table.Td>
                  <Table.Td>{issue.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        report.create + report.update === 0 && <Text fz="sm">Dosyada yazılacak yeni ya da değişmiş bir kayıt yok.</Text>
      )}
      {report.rows.length > 0 && (
        <Table.ScrollContainer minWidth={420} maxHeight={240}>
          <Table withTableBorder>
            <Table.Caption>İlk satırlar</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Satır</Table.Th>
                <Table.Th>Kayıt</Table.Th>
                <Table.Th>İşlem</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.rows.map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={actionLabels[row.action].color}>
                      {actionLabels[row.action].label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
