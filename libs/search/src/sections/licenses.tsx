// The licences tab: trade name, number, date, holder, formulation, group,
// substances and state; filtered by group, company, formulation, status, plant, organism and MoA.
import { searchDetailPath, type LicenseHit } from '@portal/contracts';
import { useLicenses } from '../api/get-licenses';
import { dateText } from '@portal/shared/util';
import { LicenceStatusBadge } from '../components/licence-status-badge';
import { SearchLink } from '../components/search-link';
import { groupedOrganisms, namedOptions, type SectionFilter, type SectionView } from '../components/section-view';
import { SubstanceList } from '../components/substance-list';

export const plantFilter: SectionFilter = { param: 'plantId', label: 'Bitki', searchable: true, options: (f) => namedOptions(f?.plants) };
export const moaFilter: SectionFilter = { param: 'moaCode', label: 'Etki grubu (FRAC/IRAC/HRAC)', searchable: true, options: (f) => f?.moaCodes ?? [] };

export const licensesView: SectionView<LicenseHit> = {
  section: 'licenses',
  useList: useLicenses,
  noun: 'ruhsat',
  name: (l) => l.tradeName,
  columns: [
    {
      key: 'tradeName',
      header: 'Ticari ad',
      sort: 'tradeName',
      primary: true,
      render: (l) => (
        <SearchLink to={searchDetailPath('licenses', l.id)} fw={600}>
          {l.tradeName}
        </SearchLink>
      ),
    },
    { key: 'licenceNumber', header: 'Ruhsat no', sort: 'licenceNumber' },
    { key: 'licenceDate', header: 'Ruhsat tarihi', sort: 'licenceDate', render: (l) => dateText(l.licenceDate), card: false },
    { key: 'company', header: 'Ruhsat sahibi', sort: 'company', render: (l) => l.company.name },
    { key: 'formulation', header: 'Formülasyon', render: (l) => <abbr title={l.formulation.name}>{l.formulation.code}</abbr> },
    { key: 'licenceGroup', header: 'Grup', render: (l) => l.licenceGroup.name, card: false },
    { key: 'activeSubstances', header: 'Aktif maddeler', render: (l) => <SubstanceList substances={l.activeSubstances} links={false} /> },
    { key: 'state', header: 'Durum', render: (l) => <LicenceStatusBadge licence={l} />, card: 'badge' },
  ],
  filters: [
    { param: 'licenceGroupId', label: 'Ruhsat grubu', options: (f) => namedOptions(f?.licenceGroups) },
    { param: 'companyId', label: 'Firma', searchable: true, options: (f) => namedOptions(f?.companies) },
    { param: 'formulationId', label: 'Formülasyon', searchable: true, options: (f) => (f?.formulations ?? []).map((x) => ({ value: String(x.id), label: `${x.code} — ${x.name}` })) },
    {
      param: 'licenceStatus',
      label: 'Durum',
      options: () => [
        { value: 'valid', label: 'Geçerli' },
        { value: 'cancelled', label: 'İptal edilmiş ya da süresi dolmuş' },
      ],
    },
    plantFilter,
    { param: 'harmfulOrganismId', label: 'Hastalık / zararlı', searchable: true, options: (f) => groupedOrganisms(f?.harmfulOrganisms ?? []) },
    moaFilter,
  ],
};
