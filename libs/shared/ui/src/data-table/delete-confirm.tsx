import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface DeleteConfirmProps {
  opened: boolean;
  /** The record's name, shown in the question. */
  recordName: string;
  /** What kind of record it is: 'bitki', 'ruhsat'… */
  singular: string;
  busy: boolean;
  /** Why the last try failed (e.g. 409 RECORD_IN_USE: the server names what uses it). */
  error: string | null;
  /** What may be done instead after a refusal (e.g. 'Arşivle'). */
  refused?: ReactNode;
  onCancel(): void;
  onConfirm(): void;
}

/** 'Kaydı sil': names the record; 'Vazgeç' keeps it, 'Sil' deletes it. The modal traps and returns focus. */
export function DeleteConfirm({ opened, recordName, singular, busy, error, refused, onCancel, onConfirm }: DeleteConfirmProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Kaydı sil" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="md">
        <Text>
          <Text span fw={700}>
            “{recordName}”
          </Text>{' '}
          adlı {singular} kaydını silmek istediğinize emin misiniz? Bu işlem geri alınamaz.
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Kayıt silinemedi">
            {error}
          </Alert>
        )}
        {error && refused}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Vazgeç
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} disabled={busy}>
            Sil
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
