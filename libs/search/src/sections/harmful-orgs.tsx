// The harmful organisms tab: name, Latin name, type, and the plants and valid
// products registered against it; filtered by type and plant.
import { Text } from '@mantine/core';
import { HarmfulOrganismTypeLabels, searchDetailPath, type HarmfulOrgHit } from '@portal/contracts';
import { useHarmfulOrgs } from '../api/get-harmful-orgs';
import { figureText } from '../components/search-text';
import { SearchLink } from '../components/search-link';
import type { SectionView } from '../components/section-view';
import { plantFilter } from './licenses';

export const harmfulOrgsView: SectionView<HarmfulOrgHit> = {
  section: 'harmful-orgs',
  useList: useHarmfulOrgs,
  noun: 'hastalık ya da zararlı',
  name: (o) => o.name,
  columns: [
    {
      key: 'name',
      header: 'Hastalık / zararlı',
      sort: 'name',
      primary: true,
      render: (o) => (
        <SearchLink to={searchDetailPath('harmful-orgs', o.id)} fw={600}>
          {o.name}
        </SearchLink>
      ),
    },
    { key: 'latinName', header: 'Latince adı', sort: 'latinName', render: (o) => (o.latinName ? <Text span fs="italic">{o.latinName}</Text> : '—') },
    { key: 'type', header: 'Tür', sort: 'type', render: (o) => HarmfulOrganismTypeLabels[o.type] },
    { key: 'plantCount', header: 'Kayıtlı bitki', render: (o) => figureText(o.plantCount) },
    { key: 'productCount', header: 'Ruhsatlı ürün', render: (o) => figureText(o.productCount) },
  ],
  filters: [
    {
      param: 'type',
      label: 'Tür',
      options: () => Object.entries(HarmfulOrganismTypeLabels).map(([value, label]) => ({ value, label })),
    },
    plantFilter,
  ],
};
