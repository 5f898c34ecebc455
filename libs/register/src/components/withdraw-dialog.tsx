// Withdrawing a record (PATCH register/{kind}/{id}/withdraw): the record stays in the register,
// marked withdrawn with the reason; it is asked for first, with the reason typed.
import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { withdrawInputSchema } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { ConfirmDialog, schemaErrors } from '@portal/shared/ui';
import { useState } from 'react';
import { useWithdraw } from '../api/record-actions';
import type { RecordKind } from '../api/keys';

export interface WithdrawTarget {
  kind: RecordKind;
  id: number;
  name: string;
}

export function WithdrawDialog({ target, onClose }: { target: WithdrawTarget | null; onClose(): void }) {
  const withdraw = useWithdraw();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setFieldError(null);
    withdraw.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    const problem = schemaErrors(withdrawInputSchema, { reason })['reason'];
    if (problem) {
      setFieldError(String(problem));
      return;
    }
    withdraw.mutate(
      { kind: target.kind, id: target.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: 'Geri çekildi', message: `${target.name} geri çekildi; kayıt defterinde nedeniyle birlikte görünmeye devam eder.` });
          close();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      title="Kayıt geri çekilsin mi?"
      confirmLabel="Geri çek"
      color="red"
      busy={withdraw.isPending}
      error={withdraw.error ? errorMessage(withdraw.error) : null}
      focusCancel={false}
      extra={
        <Textarea
          label="Geri çekme nedeni"
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          value={reason}
          error={fieldError}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setFieldError(null);
          }}
        />
      }
      onCancel={close}
      onConfirm={confirm}
    >
      {target ? `${target.name} geri çekilir: silinmez, kayıt defterinde “geri çekildi” olarak ve nedeniyle görünür; bir daha düzeltilemez.` : ''}
    </ConfirmDialog>
  );
}
