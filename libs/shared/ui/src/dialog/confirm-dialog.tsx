// The one confirmation dialog: a question, 'Vazgeç' that keeps things as they are (and takes the
// focus first), and the action. Mantine's Modal traps the focus, closes on Escape and gives the
// focus back to the control that opened it; the title names the dialog for screen readers.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, read as the dialog's text. */
  children: ReactNode;
  /** The action's words: 'Sil', 'Arşivle', 'Evet'… */
  confirmLabel: string;
  color?: string;
  busy: boolean;
  /** Why the last try failed, shown above the buttons. */
  error: ReactNode | null;
  /** The failure's heading. */
  errorTitle?: string;
  /** What may be done instead after a refusal (e.g. 'Arşivle'). */
  refused?: ReactNode;
  /** More than a question, e.g. a note to type; it may take the focus with `data-autofocus`. */
  extra?: ReactNode;
  /** 'Vazgeç' takes the focus when the dialog opens; false when `extra` takes it. */
  focusCancel?: boolean;
  /** The corner close button's name, when the action itself is called 'Kapat'. */
  closeLabel?: string;
  /** While busy the dialog cannot be left (no Escape, no outside click, 'Vazgeç' disabled). */
  holdWhileBusy?: boolean;
  /** The action's words while busy (e.g. 'Loading ...' on the auth pages) instead of a spinner. */
  busyLabel?: string;
  onCancel(): void;
  onConfirm(): void;
}

export const CANCEL_LABEL = 'Vazgeç';
export const CLOSE_LABEL = 'Kapat';
export const CONFIRM_ERROR_TITLE = 'İşlem yapılamadı';

/** A confirmation: 'Vazgeç' keeps things as they are, the action button does them. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  color,
  busy,
  error,
  errorTitle = CONFIRM_ERROR_TITLE,
  refused,
  extra,
  focusCancel = true,
  closeLabel = CLOSE_LABEL,
  holdWhileBusy = false,
  busyLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnEscape={!(holdWhileBusy && busy)}
      closeOnClickOutside={!(holdWhileBusy && busy)}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="md">
        <Text>{children}</Text>
        {extra}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={errorTitle}>
            {error}
          </Alert>
        )}
        {error && refused}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={holdWhileBusy && busy} data-autofocus={focusCancel ? true : undefined}>
            {CANCEL_LABEL}
          </Button>
          <Button color={color} onClick={onConfirm} loading={busy && busyLabel === undefined} disabled={busy} aria-busy={busy}>
            {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
