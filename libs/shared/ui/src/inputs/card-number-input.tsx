import { formatCardNumber } from '@portal/shared/util';
import { FormattedInput, type FormattedInputProps } from './formatted-input';

export interface CardNumberInputProps extends FormattedInputProps {
  /** Strict mode: up to 19 digits (spec §9). */
  strict?: boolean;
}

/**
 * A card number grouped by brand as it is typed (spec §9): 4-4-4-4, amex 4-6-5, diners 4-6-4.
 * It formats only: the portal hands the number to the payment provider and never stores it.
 */
export function CardNumberInput({ strict = false, ...props }: CardNumberInputProps) {
  return <FormattedInput format={(digits) => formatCardNumber(digits, { strict })} inputMode="numeric" autoComplete="cc-number" {...props} />;
}
