// The plants tab: name, Latin name, EU product code, and how many organisms and
// valid products are registered on it.
import { Text } from '@mantine/core';
import { searchDetailPath, type PlantHit } from '@portal/contracts';
import { usePlants } from '../api/get-plants';
import { orDash } from '@portal/shared/util';
import { figureText } from '../components/search-text';
import { SearchLink } from '../components/search-link';
import type { SectionView } from '../components/section-view';

export const plantsView: SectionView<PlantHit> = {
  section: 'plants',
  useList: usePlants,
  noun: 'bitki',
  name: (p) => p.name,
  columns: [
    {
      key: 'name',
      header: 'Bitki',
      sort: 'name',
      primary: true,
      render: (p) => (
        <SearchLink to={searchDetailPath('plants', p.id)} fw={600}>
          {p.name}
        </SearchLink>
      ),
    },
    { key: 'latinName', header: 'Latince adı', sort: 'latinName', render: (p) => (p.latinName ? <Text span fs="italic">{p.latinName}</Text> : '—') },
    { key: 'euCode', header: 'AB ürün kodu', render: (p) => orDash(p.euCode), card: false },
    { key: 'organismCount', header: 'Kayıtlı hastalık / zararlı', render: (p) => figureText(p.organismCount) },
    { key: 'productCount', header: 'Ruhsatlı ürün', render: (p) => figureText(p.productCount) },
  ],
  filters: [],
};
