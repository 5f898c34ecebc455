// How a phone number is shown back to its owner: enough to recognise it, not to read it.
/** `+905321234567` → `+90 5** *** ** 67`. */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  return `${phone.slice(0, 3)} ${phone[3] ?? ''}** *** ** ${phone.slice(-2)}`;
}
