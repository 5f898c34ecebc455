// Query keys of the prescriptions feature. Everything sits under `['Prescription']`, the cache tag
// of spec §7: one invalidation after any change (issue, archive, delete, correct, attach, e-mail,
// link) refreshes every list, record, first-10 page and check answer.
import { resourceKeys } from '@portal/shared/ui';

export const PRESCRIPTION_API = 'prescription';

/** Spec §7: the cache tag 'Prescription'. */
export const PRESCRIPTION_TAG = 'Prescription';

export const prescriptionKeys = {
  ...resourceKeys([PRESCRIPTION_TAG]),
  link: (id: number) => [PRESCRIPTION_TAG, 'item', id, 'link'] as const,
  first: [PRESCRIPTION_TAG, 'first'] as const,
  check: (body: unknown) => [PRESCRIPTION_TAG, 'check', body] as const,
  candidates: (query: Record<string, string>) => [PRESCRIPTION_TAG, 'candidates', query] as const,
  organisms: (plantId: number) => [PRESCRIPTION_TAG, 'organisms', plantId] as const,
};
