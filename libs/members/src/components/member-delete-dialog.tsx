import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { displayName } from './format';

export interface MemberDeleteDialogProps {
  opened: boolean;
  /** The member's name as stored; shown capitalised in the Turkish locale. */
  name: string;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * Spec §2 "Member deletion dialog": 'Vazgeç' keeps the member, 'Evet' deletes it; the member's
 * name is shown with each word capitalised in tr-TR. The modal traps focus; 'Vazgeç' takes it first.
 */
export function MemberDeleteDialog({ opened, name, busy, error, onCancel, onConfirm }: MemberDeleteDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Üyeyi sil" centered closeButtonProps={{ 'aria-label': 'Kapat' }}>
      <Stack gap="md">
        <Text>
          <Text span fw={700}>
            {displayName(name)}
          </Text>{' '}
          üyeliğini silmek istediğinize emin misiniz? Üye tüm listelerden kalkar ve kullanıcıları oturum açamaz.
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Üye silinemedi">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Vazgeç
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} disabled={busy}>
            Evet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
