import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface FormActionsProps {
  /** While the save is on its way: the button says so and cannot be pressed again. */
  submitting: boolean;
  /** Where "Vazgeç" goes. */
  cancelTo: string;
  /** A read-only user sees the button but cannot save. */
  disabled?: boolean;
}

/** The foot of a record form: save, cancel, and what the asterisks mean. */
export function FormActions({ submitting, cancelTo, disabled = false }: FormActionsProps) {
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button type="submit" disabled={disabled || submitting} aria-busy={submitting} leftSection={submitting ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}>
          {submitting ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
        <Button variant="default" component={Link} to={cancelTo}>
          Vazgeç
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        * ile işaretli alanlar zorunludur.
      </Text>
    </Stack>
  );
}
