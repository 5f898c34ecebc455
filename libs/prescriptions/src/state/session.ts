// What the signed-in user may do with prescriptions (spec §6): Admin, Danisman and Mühendis
// write them; Tekniker and User read the list and the records only.
import { AreaRoles } from '@portal/contracts';
import { roleAtom } from '@portal/shared/api-client';
import { useAtomValue } from 'jotai';

export function useCanWritePrescriptions(): boolean {
  return (AreaRoles.prescribing as readonly number[]).includes(useAtomValue(roleAtom));
}
