// The active substances tab: name, CAS number, group, MoA group, the B-Reçete and
// low-risk marks and the valid products that contain it; filtered by group, MoA and B-Reçete.
import { searchDetailPath, type ActiveSubstanceHit } from '@portal/contracts';
import { useActiveSubstances } from '../api/get-active-substances';
import { orDash } from '@portal/shared/util';
import { figureText, moaText } from '../components/search-text';
import { SearchLink } from '../components/search-link';
import { namedOptions, type SectionView } from '../components/section-view';
import { PrescriptionRequiredBadge } from '../components/substance-list';
import { moaFilter } from './licenses';

export const activeSubstancesView: SectionView<ActiveSubstanceHit> = {
  section: 'active-substances',
  useList: useActiveSubstances,
  noun: 'aktif madde',
  name: (s) => s.name,
  columns: [
    {
      key: 'name',
      header: 'Aktif madde',
      sort: 'name',
      primary: true,
      render: (s) => (
        <SearchLink to={searchDetailPath('active-substances', s.id)} fw={600}>
          {s.name}
        </SearchLink>
      ),
    },
    { key: 'casNumber', header: 'CAS no', sort: 'casNumber', render: (s) => orDash(s.casNumber) },
    { key: 'group', header: 'Grup', render: (s) => orDash(s.group?.name), card: false },
    { key: 'moaCode', header: 'Etki grubu', sort: 'moaCode', render: (s) => moaText(s.moaScheme, s.moaCode) },
    { key: 'prescriptionRequired', header: 'B-Reçete', render: (s) => (s.prescriptionRequired ? <PrescriptionRequiredBadge /> : 'Gerekmez') },
    { key: 'lowRisk', header: 'Biyolojik / düşük riskli', render: (s) => (s.lowRisk ? 'Evet' : 'Hayır') },
    { key: 'productCount', header: 'Ruhsatlı ürün', render: (s) => figureText(s.productCount) },
  ],
  filters: [
    { param: 'activeSubstanceGroupId', label: 'Aktif madde grubu', options: (f) => namedOptions(f?.activeSubstanceGroups) },
    moaFilter,
    {
      param: 'prescriptionRequired',
      label: 'B-Reçete',
      options: () => [
        { value: 'true', label: 'Reçete gerektirenler' },
        { value: 'false', label: 'Reçete gerektirmeyenler' },
      ],
    },
  ],
};
