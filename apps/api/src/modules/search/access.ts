// What every search route shares: open to any signed-in session, tagged 'Arama'
// in the OpenAPI document, answers kept per reference-data version, and one Turkish 404 per
// kind of record.
import { ErrorCode } from '@portal/contracts';
import type { RouteAccess } from '../../platform/access';
import { AppError } from '../../platform/errors';

export const SEARCH_TAG = 'Arama';

/** Spec §6 opens `search`, `mrl` and `src-dashboard` to every logged-in session. */
export const searchAccess: RouteAccess = 'authenticated';

/**
 * A search route whose answer is the reference data's alone (and today's date in Türkiye): kept
 * per version of that data (platform/reference-answers.ts). Not the home panels: they count the
 * member's own prescriptions.
 */
export const referenceSearchConfig = { access: searchAccess, referenceAnswers: true };

const notFoundMessages = {
  licence: 'Ruhsat bulunamadı ya da yayında değil.',
  plant: 'Bitki bulunamadı ya da yayında değil.',
  harmfulOrganism: 'Zararlı organizma bulunamadı ya da yayında değil.',
  activeSubstance: 'Aktif madde bulunamadı ya da yayında değil.',
} as const;

/** 404 in the envelope: an unknown id, or a passive record (search shows active ones only). */
export function notFound(kind: keyof typeof notFoundMessages): AppError {
  return new AppError(404, ErrorCode.NotFound, notFoundMessages[kind]);
}
