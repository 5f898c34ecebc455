// firma-grup-tanimi: groups of licence companies (yerli üreticiler, ithalatçılar…; DESIGN.md §8).
import { DefinitionSectionInfos } from '@portal/contracts';
import { companyGroups, licenceCompanies } from '../../../platform/db';
import { groupSection, usedBy } from './group-section';

export const companyGroupSection = groupSection({
  info: DefinitionSectionInfos['firma-grup-tanimi'],
  entity: 'company-group',
  tag: 'Tanımlar: Firma Grubu',
  table: companyGroups,
  usages: [usedBy('firma', licenceCompanies, licenceCompanies.companyGroupId, licenceCompanies.name)],
});
