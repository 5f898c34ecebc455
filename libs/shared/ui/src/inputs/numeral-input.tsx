import { NumberInput, type NumberInputProps } from '@mantine/core';
import { NUMERAL_DEFAULT_DECIMALS, numeralSeparators, type NumeralOptions } from '@portal/shared/util';

export type NumeralInputProps = Omit<NumberInputProps, 'decimalSeparator' | 'thousandSeparator' | 'allowedDecimalSeparators' | 'allowNegative' | 'allowDecimal' | 'decimalScale'> &
  NumeralOptions;

/**
 * A number field with the numeral rules of spec §5 (react-number-format inside Mantine's
 * NumberInput): letters never appear, one leading minus unless `positiveOnly`, `decimals`
 * digits after the mark (2 by default), grouped thousands. `separators="tr"` takes `2,5` as
 * Turkish users type doses and areas (docs/decisions.md "Numeral separators").
 */
export function NumeralInput({ decimals = NUMERAL_DEFAULT_DECIMALS, positiveOnly = false, separators = 'spec', ...props }: NumeralInputProps) {
  const { group, decimal } = numeralSeparators(separators);
  return (
    <NumberInput
      hideControls
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      thousandSeparator={group}
      decimalSeparator={decimal}
      // Only the chosen mark is a decimal mark: with comma grouping a typed comma must not become one.
      allowedDecimalSeparators={[decimal]}
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={!positiveOnly}
      {...props}
    />
  );
}
