// aktif-madde-grup-tanimi: chemical classes of active substances (Piretroitler, Strobilurinler…; DESIGN.md §8).
import { DefinitionSectionInfos } from '@portal/contracts';
import { activeSubstanceGroups, activeSubstances } from '../../../platform/db';
import { groupSection, usedBy } from './group-section';

export const activeSubstanceGroupSection = groupSection({
  info: DefinitionSectionInfos['aktif-madde-grup-tanimi'],
  entity: 'active-substance-group',
  tag: 'Tanımlar: Aktif Madde Grubu',
  table: activeSubstanceGroups,
  usages: [usedBy('aktif madde', activeSubstances, activeSubstances.activeSubstanceGroupId, activeSubstances.name)],
});
