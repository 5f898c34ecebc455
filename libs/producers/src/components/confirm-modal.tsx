import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  busy: boolean;
  error: string | null;
  /** Offered after a refusal (e.g. archive instead of delete). */
  refused?: ReactNode;
  onCancel(): void;
  onConfirm(): void;
}

/** The confirmation of spec §4 "Farmers and areas" (delete, archive, activate): 'Vazgeç' keeps things as they are. */
export function ConfirmModal({ opened, title, children, confirmLabel, color, busy, error, refused, onCancel, onConfirm }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="md">
        <Text>{children}</Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="İşlem yapılamadı">
            {error}
          </Alert>
        )}
        {error && refused}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Vazgeç
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy} disabled={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
