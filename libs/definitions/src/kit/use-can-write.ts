import { DefinitionWriteRoles } from '@portal/contracts';
import { roleAtom } from '@portal/shared/api-client';
import { useAtomValue } from 'jotai';

/** Spec §6: BestnetAdmin and BestnetDataLogger write definitions; BestnetSupport only reads. */
export function useCanWriteDefinitions(): boolean {
  return DefinitionWriteRoles.includes(useAtomValue(roleAtom));
}
