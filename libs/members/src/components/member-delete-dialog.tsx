import { Text } from '@mantine/core';
import { ConfirmDialog } from '@portal/shared/ui';
import { displayName } from './member-text';

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
export function MemberDeleteDialog({ name, ...rest }: MemberDeleteDialogProps) {
  return (
    <ConfirmDialog {...rest} title="Üyeyi sil" confirmLabel="Evet" color="red" errorTitle="Üye silinemedi">
      <Text span fw={700}>
        {displayName(name)}
      </Text>{' '}
      üyeliğini silmek istediğinize emin misiniz? Üye tüm listelerden kalkar ve kullanıcıları oturum açamaz.
    </ConfirmDialog>
  );
}
