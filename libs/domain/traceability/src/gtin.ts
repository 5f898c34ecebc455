// GS1 GTIN-8, -12, -13 and -14: the last digit checks the others (GS1 General Specifications
// §7.9: from the right, weights 3, 1, 3, …; the check digit brings the sum to a multiple of 10).

/** The check digit of a GTIN's other digits. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin(gtin: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) return false;
  return gtinCheckDigit(gtin.slice(0, -1)) === Number(gtin.slice(-1));
}
