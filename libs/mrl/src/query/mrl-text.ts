// The MRL page's own wording: limits and product codes.
import { numberText } from '@portal/shared/util';

/** 0.01 → '0,01'; up to four decimals, as limits are set. */
export const mgText = (value: number) => numberText(value, 4);

/** An MRL product's code with its sub code: 0231010-001. */
export const productCode = (p: { code: string; subCode: string | null }) => (p.subCode ? `${p.code}-${p.subCode}` : p.code);
