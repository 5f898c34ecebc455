// Spec §3 "UI options: prescription count, first 10 prescriptions" and §9 "The first 10
// prescriptions are kept in the UI": the newest page of 10 active prescriptions and their count,
// filled by useFirstPrescriptions (api/get-prescriptions.ts) whenever the list is visited, for
// the home panel and the bottom bar to read without a call of their own. In memory only; logout
// clears it with the other prescription state (spec §4 "Logout … clears the prescription counts").
import type { PrescriptionListItem } from '@portal/contracts';
import { registerLogoutReset } from '@portal/shared/api-client';
import { atom } from 'jotai';

export interface FirstPrescriptions {
  items: PrescriptionListItem[];
  count: number;
}

export const firstPrescriptionsAtom = atom<FirstPrescriptions | null>(null);

registerLogoutReset((store) => store.set(firstPrescriptionsAtom, null));
