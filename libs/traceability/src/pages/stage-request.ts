// The stage form's values and the request they make: only the fields of the chosen
// kind go out, so switching kinds never sends a stale dose or harvest amount.
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_STAGE, PhotoContentTypes, stageInputSchema, type HarvestUnit, type StageKind, type StageLocation } from '@portal/contracts';
import { schemaErrors } from '@portal/shared/ui';

export type SprayingSource = 'prescription' | 'direct';

export interface StageValues {
  kind: StageKind;
  date: string | null;
  notes: string;
  location: StageLocation | null;
  source: SprayingSource;
  prescriptionId: string;
  prescriptionLineKey: string;
  licenceId: string | null;
  dose: number | string;
  doseUnitId: string;
  amount: number | string;
  unit: HarvestUnit | '';
  packages: number | string;
  packageUnit: string;
  phiOverrideReason: string;
  photos: File[];
}

export const stageFieldNames = ['kind', 'date', 'notes', 'prescriptionId', 'prescriptionLineKey', 'licenceId', 'dose', 'doseUnitId', 'amount', 'unit', 'packages', 'packageUnit', 'phiOverrideReason', 'photos'];

const idOrNull = (v: string | null) => (v ? Number(v) : null);
const numberOrNull = (v: number | string) => (typeof v === 'number' ? v : null);

export function stageRequestOf(clientId: string, v: StageValues) {
  const spraying = v.kind === 'spraying';
  const fromPrescription = spraying && v.source === 'prescription';
  const direct = spraying && v.source === 'direct';
  return {
    clientId,
    kind: v.kind,
    date: v.date ?? '',
    notes: v.notes.trim() || null,
    location: v.location,
    prescriptionId: fromPrescription ? idOrNull(v.prescriptionId) : null,
    prescriptionLineKey: fromPrescription ? v.prescriptionLineKey || null : null,
    licenceId: direct ? idOrNull(v.licenceId) : null,
    dose: direct ? numberOrNull(v.dose) : null,
    doseUnitId: direct ? idOrNull(v.doseUnitId) : null,
    amount: v.kind === 'harvest' ? numberOrNull(v.amount) : null,
    unit: v.kind === 'harvest' ? v.unit || null : null,
    packages: v.kind === 'packing' ? numberOrNull(v.packages) : null,
    packageUnit: v.kind === 'packing' ? v.packageUnit.trim() || null : null,
    phiOverrideReason: v.kind === 'harvest' ? v.phiOverrideReason.trim() || null : null,
  };
}

/** Problems with the chosen photos, in Turkish; null when they may go. */
export function photoProblem(files: readonly File[]): string | null {
  if (files.length > MAX_PHOTOS_PER_STAGE) return `Bir aşamaya en çok ${MAX_PHOTOS_PER_STAGE} fotoğraf eklenebilir`;
  const wrong = files.find((f) => !(PhotoContentTypes as readonly string[]).includes(f.type));
  if (wrong) return `“${wrong.name}” JPEG, PNG ya da WebP değil`;
  const big = files.find((f) => f.size > MAX_PHOTO_BYTES);
  if (big) return `“${big.name}” 5 MB’tan büyük`;
  return null;
}

export function validateStage(clientId: string, v: StageValues) {
  const errors = schemaErrors(stageInputSchema, stageRequestOf(clientId, v));
  if (!v.date) errors['date'] = 'Tarih zorunludur';
  const photos = photoProblem(v.photos);
  if (photos) errors['photos'] = photos;
  return errors;
}
