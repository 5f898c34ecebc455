// ruhsat-firma-tanimi (DESIGN.md §8 "licence company"): licence holders and plant-nutrition suppliers.
import { Anchor } from '@mantine/core';
import { licenseCompanyInputSchema, licenseCompanySchema } from '@portal/contracts';
import { PhoneInput, phoneText } from '@portal/shared/ui';
import { defineSection } from '../../kit/section-view';

export const licenseCompanyView = defineSection({
  section: 'ruhsat-firma-tanimi',
  description: 'Ruhsat sahibi firmalar ve bitki besleme ürünü tedarikçileri.',
  itemSchema: licenseCompanySchema,
  inputSchema: licenseCompanyInputSchema,
  name: (company) => company.name,
  defaultSort: { key: 'name', order: 'asc' },
  statusSort: 'status',
  filters: [{ param: 'companyGroupId', label: 'Firma Grubu', kind: 'ref', section: 'firma-grup-tanimi' }],
  columns: [
    { key: 'name', header: 'Firma Adı', sort: 'name', primary: true },
    { key: 'taxNumber', header: 'Vergi Numarası', sort: 'taxNumber' },
    { key: 'companyGroupName', header: 'Firma Grubu', sort: 'companyGroupName' },
    { key: 'phone', header: 'Telefon', render: (company) => phoneText(company.phone) },
    {
      key: 'email',
      header: 'E-posta',
      render: (company) => (company.email ? <Anchor href={`mailto:${company.email}`} inherit>{company.email}</Anchor> : '—'),
    },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Firma Adı', required: true, maxLength: 200 },
    { kind: 'text', name: 'taxNumber', label: 'Vergi Numarası', maxLength: 11, span: 6, description: '10 haneli VKN ya da 11 haneli TC kimlik no' },
    { kind: 'text', name: 'taxOffice', label: 'Vergi Dairesi', maxLength: 120, span: 6 },
    { kind: 'ref', name: 'companyGroupId', label: 'Firma Grubu', section: 'firma-grup-tanimi' },
    { kind: 'textarea', name: 'address', label: 'Adres', maxLength: 500, rows: 2 },
    {
      kind: 'custom',
      name: 'phone',
      label: 'Telefon',
      span: 6,
      empty: '',
      render: (ctx) => (
        <PhoneInput
          label={ctx.label}
          placeholder="0312 123 45 67"
          description={ctx.description}
          value={typeof ctx.value === 'string' ? ctx.value : ''}
          onChange={ctx.setValue}
          error={ctx.error}
          readOnly={ctx.readOnly}
          autoComplete="off"
        />
      ),
    },
    { kind: 'text', name: 'email', label: 'E-posta', maxLength: 254, span: 6, placeholder: 'ör. info@firma.com.tr' },
    { kind: 'text', name: 'website', label: 'Web Sitesi', maxLength: 200, placeholder: 'ör. www.firma.com.tr' },
  ],
});
