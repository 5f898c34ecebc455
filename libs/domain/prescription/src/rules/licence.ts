// The licence is valid on the application date: not cancelled, not expired, already granted
// (DESIGN.md §8; a licence is valid on day D when it is not cancelled by D and
// licence_date ≤ D ≤ expiry_date).
import { finding } from '../findings';
import type { Finding, LicenceInfo } from '../types';
import { formatDate, isoDate } from '../util/dates';
import { byProduct, lineParams, type Rule } from './common';

/** Whether the licence allows an application on `date` (the rule below, as a yes or no for the editor's product list). */
export function isLicenceValidOn(l: Pick<LicenceInfo, 'status' | 'cancelledOn' | 'expiryDate' | 'licenceDate'>, date: string): boolean {
  const d = isoDate(date);
  const cancelledOn = l.cancelledOn ? isoDate(l.cancelledOn) : null;
  if (l.status === 'cancelled' && (cancelledOn === null || cancelledOn <= d)) return false;
  if (l.expiryDate && d > isoDate(l.expiryDate)) return false;
  return d >= isoDate(l.licenceDate);
}

export const licenceRule: Rule = (ctx) => {
  const date = isoDate(ctx.applicationDate);
  const out: Finding[] = [];
  // A licence is valid or not whatever the line: said once, on the product's first line.
  for (const { first: line } of byProduct(ctx.lines)) {
    const l = line.licence;
    const name = `${l.tradeName} ruhsatı (${l.licenceNumber})`;
    const params = { ...lineParams(line), applicationDate: formatDate(date) };
    const cancelledOn = l.cancelledOn ? isoDate(l.cancelledOn) : null;
    if (l.status === 'cancelled' && (cancelledOn === null || cancelledOn <= date)) {
      // A cancelled product may be neither sold nor applied: no prescription can name it.
      const when = cancelledOn ? ` ${formatDate(cancelledOn)} tarihinde` : '';
      out.push(finding('error', 'LICENCE_CANCELLED', `${name}${when} iptal edilmiş; ${formatDate(date)} tarihli uygulamada kullanılamaz.`, { ...params, ...(cancelledOn ? { cancelledOn: formatDate(cancelledOn) } : {}) }, line.key));
    } else if (l.expiryDate && date > isoDate(l.expiryDate)) {
      out.push(finding('error', 'LICENCE_EXPIRED', `${name} ${formatDate(l.expiryDate)} tarihinde sona ermiş; ${formatDate(date)} tarihli uygulamada kullanılamaz.`, { ...params, expiryDate: formatDate(l.expiryDate) }, line.key));
    } else if (date < isoDate(l.licenceDate)) {
      out.push(finding('error', 'LICENCE_NOT_YET_VALID', `${name} ${formatDate(l.licenceDate)} tarihinden itibaren geçerli; ${formatDate(date)} tarihli uygulamada henüz kullanılamaz.`, { ...params, licenceDate: formatDate(l.licenceDate) }, line.key));
    } else if (l.status === 'cancelled' && cancelledOn !== null) {
      // Cancelled with effect from a later day: valid on the application date, but the
      // prescriber should know the product must be applied before then.
      out.push(finding('warning', 'LICENCE_CANCELLATION_PENDING', `${name} ${formatDate(cancelledOn)} tarihinde iptal ediliyor; ürün bu tarihten önce uygulanmalıdır.`, { ...params, cancelledOn: formatDate(cancelledOn) }, line.key));
    }
  }
  return out;
};
