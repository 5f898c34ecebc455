// Who may write the register (as prescriptions, spec §6): Admin, Danisman and Mühendis record,
// correct and withdraw; Tekniker and User read it.
import { AreaRoles } from '@portal/contracts';
import { roleAtom } from '@portal/shared/api-client';
import { useAtomValue } from 'jotai';

export function useCanWriteRegister(): boolean {
  return (AreaRoles.prescribing as readonly number[]).includes(useAtomValue(roleAtom));
}
