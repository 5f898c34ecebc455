// ruhsat-tanimi (DESIGN.md §8 "Licence"): licensed products with their active substances,
// the records the prescription checks start from.
import { Badge } from '@mantine/core';
import {
  BeeToxicityCodes,
  BeeToxicityLabel,
  LicenceStatusCodes,
  LicenceStatusLabel,
  licenceInputSchema,
  licenceSchema,
  Origin,
  OriginLabel,
  type Licence,
  type LicenceInput,
} from '@portal/contracts';
import { defineSection, type RefItem } from '../../kit/section-view';
import { dateText } from '@portal/shared/util';
import { substancesText } from './licence-text';
import { emptySubstanceRow, substanceRowsOf, substancesRequest, SubstanceListField } from './substance-list-field';

const statusOptions = LicenceStatusCodes.map((code) => ({ value: code, label: LicenceStatusLabel[code] }));
const originOptions = [Origin.Manufactured, Origin.Imported].map((code) => ({ value: code, label: OriginLabel[code] }));
const beeOptions = BeeToxicityCodes.map((code) => ({ value: code, label: BeeToxicityLabel[code] }));

/** 'EC · Emülsiyon konsantre' */
const formulationLabel = (item: RefItem) => [item['code'], item['name']].filter((part) => typeof part === 'string' && part).join(' · ') || `#${item.id}`;

export const licenseView = defineSection<Licence, LicenceInput>({
  section: 'ruhsat-tanimi',
  description: 'Ruhsatlı bitki koruma ürünleri, aktif maddeleri ve ruhsat durumları.',
  itemSchema: licenceSchema,
  inputSchema: licenceInputSchema,
  name: (licence) => licence.tradeName,
  defaultSort: { key: 'tradeName', order: 'asc' },
  statusSort: 'status',
  filters: [
    { param: 'companyId', label: 'Ruhsat Sahibi', kind: 'ref', section: 'ruhsat-firma-tanimi' },
    { param: 'licenceGroupId', label: 'Ruhsat Grubu', kind: 'ref', section: 'ruhsat-grup-tanimi' },
    { param: 'licenceStatus', label: 'Ruhsat Durumu', kind: 'select', options: statusOptions },
  ],
  columns: [
    { key: 'tradeName', header: 'Ticari Ad', sort: 'tradeName', primary: true },
    { key: 'licenceNumber', header: 'Ruhsat No', sort: 'licenceNumber' },
    { key: 'companyName', header: 'Ruhsat Sahibi', sort: 'companyName' },
    { key: 'activeSubstances', header: 'Aktif Maddeler', render: (licence) => substancesText(licence.activeSubstances) },
    { key: 'formulationCode', header: 'Formülasyon', sort: 'formulationCode' },
    { key: 'licenceGroupName', header: 'Ruhsat Grubu', sort: 'licenceGroupName' },
    {
      key: 'licenceStatus',
      header: 'Ruhsat Durumu',
      sort: 'licenceStatus',
      render: (licence) => (
        <Badge color={licence.licenceStatus === 'valid' ? 'green' : 'red'} variant="light">
          {LicenceStatusLabel[licence.licenceStatus]}
        </Badge>
      ),
    },
    { key: 'expiryDate', header: 'Geçerlilik Bitişi', sort: 'expiryDate', render: (licence) => dateText(licence.expiryDate) },
  ],
  fields: [
    { kind: 'text', name: 'tradeName', label: 'Ticari Ad', required: true, maxLength: 160, placeholder: 'ör. Kalkan 18 EC', span: 6 },
    { kind: 'text', name: 'licenceNumber', label: 'Ruhsat No', required: true, maxLength: 40, placeholder: 'ör. 2016/0342', span: 6 },
    { kind: 'date', name: 'licenceDate', label: 'Ruhsat Tarihi', required: true, span: 6 },
    { kind: 'date', name: 'expiryDate', label: 'Geçerlilik Bitiş Tarihi', span: 6, description: 'Boş: süresiz' },
    { kind: 'select', name: 'licenceStatus', label: 'Ruhsat Durumu', required: true, options: statusOptions, span: 6 },
    { kind: 'date', name: 'cancelledOn', label: 'İptal Tarihi', span: 6, description: 'Yalnızca iptal edilmiş ruhsatta' },
    { kind: 'ref', name: 'companyId', label: 'Ruhsat Sahibi Firma', required: true, section: 'ruhsat-firma-tanimi' },
    { kind: 'ref', name: 'formulationId', label: 'Formülasyon', required: true, section: 'formulasyon-tanimi', optionLabel: formulationLabel, span: 6 },
    { kind: 'ref', name: 'licenceGroupId', label: 'Ruhsat Grubu', required: true, section: 'ruhsat-grup-tanimi', span: 6 },
    { kind: 'select', name: 'origin', label: 'Menşe', required: true, options: originOptions, span: 6 },
    { kind: 'select', name: 'beeToxicity', label: 'Arıya Zehirlilik', options: beeOptions, span: 6 },
    {
      kind: 'custom',
      name: 'activeSubstances',
      label: 'Aktif Maddeler',
      required: true,
      description: 'Etiketteki sırayla; her madde bir kez',
      empty: [emptySubstanceRow()],
      render: (ctx) => <SubstanceListField ctx={ctx} />,
      toRequest: substancesRequest,
    },
    { kind: 'textarea', name: 'warnings', label: 'Uyarılar', maxLength: 2000, rows: 3, placeholder: 'ör. Arılar için zararlıdır; çiçeklenme döneminde uygulamayın.' },
  ],
  toInput: (licence) => ({
    tradeName: licence.tradeName,
    licenceNumber: licence.licenceNumber,
    licenceDate: licence.licenceDate,
    expiryDate: licence.expiryDate,
    licenceStatus: licence.licenceStatus,
    cancelledOn: licence.cancelledOn,
    companyId: licence.companyId,
    formulationId: licence.formulationId,
    licenceGroupId: licence.licenceGroupId,
    origin: licence.origin,
    beeToxicity: licence.beeToxicity,
    warnings: licence.warnings,
    // Form rows (with React keys); the field's toRequest turns them back into the input.
    activeSubstances: substanceRowsOf(licence.activeSubstances) as unknown as LicenceInput['activeSubstances'],
  }),
});
