import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const REQUIRED_NOTE = '* ile işaretli alanlar zorunludur.';

export interface FormActionsProps {
  /** While the save is on its way: the button says so and cannot be pressed again. */
  submitting: boolean;
  /** Where "Vazgeç" goes; or `onCancel` when cancelling stays on the page (closes an inline form). */
  cancelTo?: string;
  onCancel?: () => void;
  /** A read-only user sees the button but cannot save. */
  disabled?: boolean;
  /** The button's words and icon: "Kaydet" / "Kaydediliyor..." unless the form does something else. */
  submitLabel?: string;
  submittingLabel?: string;
  submitIcon?: ReactNode;
  /** Under the buttons: what the asterisks mean, unless the form says more (or, with null, nothing). */
  note?: ReactNode;
}

/** The foot of a record form: save, cancel, and what the asterisks mean. */
export function FormActions({
  submitting,
  cancelTo,
  onCancel,
  disabled = false,
  submitLabel = 'Kaydet',
  submittingLabel = 'Kaydediliyor...',
  submitIcon,
  note = REQUIRED_NOTE,
}: FormActionsProps) {
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button type="submit" disabled={disabled || submitting} aria-busy={submitting} leftSection={submitting ? <Loader size={16} color="currentColor" aria-hidden /> : submitIcon}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
        {cancelTo !== undefined ? (
          <Button variant="default" component={Link} to={cancelTo}>
            Vazgeç
          </Button>
        ) : (
          onCancel && (
            <Button variant="default" onClick={onCancel}>
              Vazgeç
            </Button>
          )
        )}
      </Group>
      {note !== null && (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
