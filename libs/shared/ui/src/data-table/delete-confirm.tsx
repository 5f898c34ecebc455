import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog';

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

/** The confirm dialog's delete preset, 'Kaydı sil': names the record; 'Vazgeç' keeps it, 'Sil' deletes it. */
export function DeleteConfirm({ recordName, singular, ...rest }: DeleteConfirmProps) {
  return (
    <ConfirmDialog {...rest} title="Kaydı sil" confirmLabel="Sil" color="red" errorTitle="Kayıt silinemedi">
      <Text span fw={700}>
        “{recordName}”
      </Text>{' '}
      adlı {singular} kaydını silmek istediğinize emin misiniz? Bu işlem geri alınamaz.
    </ConfirmDialog>
  );
}
