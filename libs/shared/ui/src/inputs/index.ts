export { NumeralInput, type NumeralInputProps } from './numeral-input';
export { FormattedInput, type FormattedInputProps } from './formatted-input';
export { ClampedDateInput, ClampedTimeInput, type ClampedTimeInputProps } from './date-time-inputs';
export { CardNumberInput, type CardNumberInputProps } from './card-number-input';
