// The consumer page's wording helpers: the map link and the verdicts (days: shared/util's dateText).
import type { PublicLot } from '@portal/contracts';

/** OpenStreetMap at the rounded point the API gives (about 1 km): no map library on this page. */
export function mapUrl({ lat, lon }: { lat: number; lon: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=13/${lat}/${lon}`;
}

export const PHI_KEPT_TEXT = 'Bekleme süresine uyuldu';
export const PHI_NOT_KEPT_TEXT = 'Bekleme süresine uyulmadı';
export const NO_HARVEST_AFTER_TEXT = 'Bu ilaçlamadan sonra henüz hasat yapılmadı';

export type PhiVerdict = { text: string; tone: 'kept' | 'not-kept' | 'pending' };

/**
 * In words: the API's `phiKept` is true also while no harvest has come after the spraying, which
 * a shopper must not read as "kept", so that case is told as it is.
 */
export function phiVerdict(spraying: PublicLot['sprayings'][number], harvestDates: readonly string[]): PhiVerdict {
  if (!spraying.phiKept) return { text: PHI_NOT_KEPT_TEXT, tone: 'not-kept' };
  const harvestedAfter = harvestDates.some((h) => h >= spraying.date);
  return harvestedAfter ? { text: PHI_KEPT_TEXT, tone: 'kept' } : { text: NO_HARVEST_AFTER_TEXT, tone: 'pending' };
}
