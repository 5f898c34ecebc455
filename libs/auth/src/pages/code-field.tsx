import { Input, PinInput, Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface CodeFieldProps {
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  success?: ReactNode;
  description?: ReactNode;
  'data-path'?: string;
  label?: string;
}

/**
 * The 6-digit SMS code (DESIGN.md §4) as one labelled group of digit boxes with one-time-code
 * autocomplete. Built without Input.Wrapper, whose context would give every box the same id.
 */
export function CodeField({ value = '', onChange, error, success, description, label = 'Doğrulama kodu', ...rest }: CodeFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const message = error ? (
    <Input.Error id={messageId}>{error}</Input.Error>
  ) : success ? (
    <Input.Success id={messageId}>{success}</Input.Success>
  ) : description ? (
    <Input.Description id={messageId}>{description}</Input.Description>
  ) : null;
  return (
    <Stack gap={6}>
      <Input.Label id={labelId} labelElement="div" required>
        {label}
      </Input.Label>
      <PinInput
        id={id}
        length={6}
        type="number"
        oneTimeCode
        size="md"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-labelledby={labelId}
        data-path={rest['data-path']}
        getInputProps={(index) => ({ 'aria-label': `${label}, ${index + 1}. hane`, 'aria-describedby': message ? messageId : undefined })}
      />
      {message}
    </Stack>
  );
}
