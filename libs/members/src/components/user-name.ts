import type { PortalUser } from '@portal/contracts';
import { capitalizeTr } from '@portal/shared/util';

/** Spec §5: a displayed name and surname capitalised in the Turkish locale ('şule ırmak' → 'Şule Irmak'). */
export const userName = (user: Pick<PortalUser, 'name' | 'surname'>) => capitalizeTr(`${user.name} ${user.surname}`);
