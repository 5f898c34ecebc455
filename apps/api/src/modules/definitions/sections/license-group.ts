// ruhsat-grup-tanimi: licence groups (İnsektisit, Fungisit, Herbisit…; DESIGN.md §8).
import { DefinitionSectionInfos } from '@portal/contracts';
import { licenceGroups, licences } from '../../../platform/db';
import { groupSection, usedBy } from './group-section';

export const licenseGroupSection = groupSection({
  info: DefinitionSectionInfos['ruhsat-grup-tanimi'],
  entity: 'license-group',
  tag: 'Tanımlar: Ruhsat Grubu',
  table: licenceGroups,
  usages: [usedBy('ruhsat', licences, licences.licenceGroupId, licences.tradeName)],
});
