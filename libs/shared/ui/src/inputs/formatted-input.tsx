import { InputBase, type InputBaseProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { NumberFormatBase } from 'react-number-format';

export interface FormattedInputProps extends InputBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The shown text (formatted); a controlled field. */
  value?: string;
  defaultValue?: string;
  /** The formatted text after each keystroke or paste. */
  onChange?: (value: string) => void;
}

interface FormatterProps extends FormattedInputProps {
  /** Typed digits → what the field shows (the rule of spec §5 or §9). */
  format: (digits: string) => string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A Mantine input whose text is a rule applied to the typed digits, with react-number-format
 * keeping the caret in place as separators come and go (as Mantine's NumberInput does for numbers).
 */
export function FormattedInput({ format, onChange, value, defaultValue, ...props }: FormatterProps) {
  return (
    <InputBase
      component={NumberFormatBase}
      format={format}
      removeFormatting={digitsOf}
      // The caret may stand anywhere: separators are typed over, not stepped around.
      getCaretBoundary={(formatted: string) => Array.from({ length: formatted.length + 1 }, () => true)}
      valueIsNumericString={false}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(values: { formattedValue: string }) => onChange?.(values.formattedValue)}
      autoComplete="off"
      {...props}
    />
  );
}
