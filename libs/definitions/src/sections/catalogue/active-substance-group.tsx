// aktif-madde-grup-tanimi (DESIGN.md §8): the chemical classes of active substances.
import { groupView } from './group-view';

export const activeSubstanceGroupView = groupView('aktif-madde-grup-tanimi', 'Aktif maddelerin kimyasal gruplarıdır (piretroitler, strobilurinler…).', 'ör. Piretroitler');
