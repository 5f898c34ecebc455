// aktif-madde-tanimi (DESIGN.md §8 "Active substance"): CAS number, chemical group, mode of
// action (FRAC/IRAC/HRAC), the B-Reçete flag, the biological / low-risk flag, the MRL
// substance whose limits apply, the Annex IV flag (needs no MRL) and the other names search finds
// it by.
import { Badge } from '@mantine/core';
import { MoaSchemes, activeSubstanceInputSchema, activeSubstanceSchema, type ActiveSubstance, type ActiveSubstanceInput } from '@portal/contracts';
import { defineSection } from '../../kit/section-view';
import { aliasesField } from '../aliases-field';

const schemeOptions = MoaSchemes.map((scheme) => ({ value: scheme, label: scheme }));

/** 'IRAC 4A', or '—'. */
export const moaText = (substance: Pick<ActiveSubstance, 'moaScheme' | 'moaCode'>) =>
  substance.moaScheme && substance.moaCode ? `${substance.moaScheme} ${substance.moaCode}` : '—';

export const activeSubstanceView = defineSection<ActiveSubstance, ActiveSubstanceInput>({
  section: 'aktif-madde-tanimi',
  description: 'Ruhsatlı ürünlerin aktif maddeleri: CAS numarası, kimyasal grup, etki mekanizması ve B-Reçete durumu.',
  itemSchema: activeSubstanceSchema,
  inputSchema: activeSubstanceInputSchema,
  name: (substance) => substance.name,
  defaultSort: { key: 'name', order: 'asc' },
  statusSort: 'status',
  filters: [
    { param: 'activeSubstanceGroupId', label: 'Aktif Madde Grubu', kind: 'ref', section: 'aktif-madde-grup-tanimi' },
    {
      param: 'prescriptionRequired',
      label: 'B-Reçete',
      kind: 'select',
      options: [
        { value: true, label: 'B-Reçete gerekli' },
        { value: false, label: 'B-Reçete gerekmez' },
      ],
    },
  ],
  columns: [
    { key: 'name', header: 'Aktif Madde Adı', sort: 'name', primary: true },
    { key: 'casNumber', header: 'CAS Numarası', sort: 'casNumber' },
    { key: 'activeSubstanceGroupName', header: 'Aktif Madde Grubu', sort: 'activeSubstanceGroupName' },
    { key: 'moa', header: 'Etki Mekanizması', sort: 'moaCode', render: moaText },
    {
      key: 'prescriptionRequired',
      header: 'B-Reçete',
      sort: 'prescriptionRequired',
      render: (substance) =>
        substance.prescriptionRequired ? (
          <Badge color="orange" variant="light">
            Gerekli
          </Badge>
        ) : (
          'Gerekmez'
        ),
    },
    { key: 'mrlActiveSubstanceName', header: 'MRL Aktif Maddesi', sort: 'mrlActiveSubstanceName' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Aktif Madde Adı', required: true, maxLength: 120, placeholder: 'ör. Abamectin', span: 6 },
    { kind: 'text', name: 'casNumber', label: 'CAS Numarası', maxLength: 12, placeholder: 'ör. 71751-41-2', span: 6, description: 'NNNNNNN-NN-N; kontrol hanesi denetlenir' },
    aliasesField<ActiveSubstanceInput>('ör. abamektin'),
    { kind: 'ref', name: 'activeSubstanceGroupId', label: 'Aktif Madde Grubu', section: 'aktif-madde-grup-tanimi' },
    { kind: 'select', name: 'moaScheme', label: 'Etki Mekanizması Sınıflandırması', options: schemeOptions, span: 6, description: 'FRAC fungisit, IRAC insektisit/akarisit, HRAC herbisit' },
    { kind: 'text', name: 'moaCode', label: 'Etki Mekanizması Kodu', maxLength: 8, placeholder: 'ör. 4A, M01, 9', span: 6, description: 'Sınıflandırmayla birlikte girilir' },
    { kind: 'switch', name: 'prescriptionRequired', label: 'B-Reçete gerekli', description: 'B-Reçete risk listesinde: satışı ve uygulaması reçeteye bağlı' },
    {
      kind: 'switch',
      name: 'lowRisk',
      label: 'Biyolojik / düşük riskli',
      description: 'Organik tarımda izinli ya da düşük riskli madde; aramanın "biyolojik" süzgeci bunlara bakar',
    },
    { kind: 'ref', name: 'mrlActiveSubstanceId', label: 'MRL Aktif Maddesi', section: 'mrl-aktif-madde', description: 'Kalıntı sınırları bu maddeye göre denetlenir' },
    {
      kind: 'switch',
      name: 'mrlExempt',
      label: 'MRL muaf (Ek IV)',
      description: 'Kalıntı limiti gerektirmeyen madde (Yön. (AT) 396/2005 Ek IV: kaolin, parafin yağı…); işaretli değilse limiti olmayan maddede 0,01 mg/kg varsayılan sınır uyarısı verilir',
    },
  ],
});
