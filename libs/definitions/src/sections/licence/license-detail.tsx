// ruhsat-detay-tanimi (DESIGN.md §8 "Licence detail"): one registered use of a licensed
// product (plant × harmful organism) with its dose range and waiting periods.
import { Stack, Text } from '@mantine/core';
import { licenceDetailInputSchema, licenceDetailSchema, type LicenceDetail, type LicenceDetailInput } from '@portal/contracts';
import { defineSection, type RefItem } from '../../kit/section-view';
import { numberText } from '@portal/shared/util';

/** '2016/0342 · Kalkan 18 EC' */
const licenceLabel = (item: RefItem) => [item['licenceNumber'], item['tradeName']].filter((part) => typeof part === 'string' && part).join(' · ') || `#${item.id}`;
const unitLabel = (item: RefItem) => (typeof item['symbol'] === 'string' ? item['symbol'] : `#${item.id}`);

/** '50–75 ml/da', or one number when min and max are equal. */
export const doseText = (d: Pick<LicenceDetail, 'doseMin' | 'doseMax' | 'doseUnitSymbol'>) =>
  `${d.doseMin === d.doseMax ? numberText(d.doseMin, 4) : `${numberText(d.doseMin, 4)}–${numberText(d.doseMax, 4)}`} ${d.doseUnitSymbol}`;

const days = (value: number | null) => (value === null ? '—' : `${value} gün`);

export const licenseDetailView = defineSection<LicenceDetail, LicenceDetailInput>({
  section: 'ruhsat-detay-tanimi',
  description: 'Ruhsatlı ürünlerin kayıtlı kullanımları: bitki, zararlı organizma, doz ve bekleme süreleri.',
  itemSchema: licenceDetailSchema,
  inputSchema: licenceDetailInputSchema,
  name: (d) => `${d.licenceTradeName} · ${d.plantName} · ${d.harmfulOrganismName}`,
  // The order of entry: the one order the large list pages through by index alone.
  defaultSort: { key: 'id', order: 'asc' },
  statusSort: 'status',
  filters: [
    { param: 'licenceId', label: 'Ruhsat', kind: 'ref', section: 'ruhsat-tanimi', optionLabel: licenceLabel },
    { param: 'plantId', label: 'Bitki', kind: 'ref', section: 'bitki-tanimi' },
    { param: 'harmfulOrganismId', label: 'Zararlı Organizma', kind: 'ref', section: 'zararli-organizma-tanimi' },
  ],
  columns: [
    {
      key: 'licence',
      header: 'Ruhsat',
      sort: 'licenceTradeName',
      primary: true,
      render: (d) => (
        <Stack gap={0}>
          <Text span inherit>
            {d.licenceTradeName}
          </Text>
          <Text span fz="xs" c="dimmed">
            {d.licenceNumber}
          </Text>
        </Stack>
      ),
    },
    { key: 'plantName', header: 'Bitki', sort: 'plantName' },
    { key: 'harmfulOrganismName', header: 'Zararlı Organizma', sort: 'harmfulOrganismName' },
    { key: 'dose', header: 'Doz', sort: 'doseMin', render: doseText },
    { key: 'phiDays', header: 'Hasat Öncesi Süre', sort: 'phiDays', render: (d) => days(d.phiDays) },
    { key: 'beeWaitingDays', header: 'Arı Bekleme Süresi', render: (d) => days(d.beeWaitingDays) },
    { key: 'maxApplications', header: 'En Çok Uygulama' },
  ],
  fields: [
    { kind: 'ref', name: 'licenceId', label: 'Ruhsat', required: true, section: 'ruhsat-tanimi', optionLabel: licenceLabel },
    { kind: 'ref', name: 'plantId', label: 'Bitki', required: true, section: 'bitki-tanimi', span: 6 },
    { kind: 'ref', name: 'harmfulOrganismId', label: 'Zararlı Organizma', required: true, section: 'zararli-organizma-tanimi', span: 6 },
    { kind: 'number', name: 'doseMin', label: 'En Az Doz', required: true, min: 0, decimals: 4, span: 4 },
    { kind: 'number', name: 'doseMax', label: 'En Çok Doz', required: true, min: 0, decimals: 4, span: 4 },
    { kind: 'ref', name: 'doseUnitId', label: 'Doz Birimi', required: true, section: 'olcu-birimi', optionLabel: unitLabel, span: 4, description: 'ml/da, g/100 L su…' },
    { kind: 'number', name: 'waterVolumeMin', label: 'En Az Su Miktarı', min: 0, decimals: 2, suffix: ' L/da', span: 6 },
    { kind: 'number', name: 'waterVolumeMax', label: 'En Çok Su Miktarı', min: 0, decimals: 2, suffix: ' L/da', span: 6 },
    {
      kind: 'number',
      name: 'phiDays',
      label: 'Hasat Öncesi Süre (gün)',
      min: 0,
      decimals: 0,
      span: 6,
      description: 'Son ilaçlama ile hasat arası; boş: uygulanmaz (ör. çıkış öncesi)',
    },
    { kind: 'number', name: 'beeWaitingDays', label: 'Arı Bekleme Süresi (gün)', min: 0, decimals: 0, span: 6 },
    { kind: 'number', name: 'reEntryHours', label: 'Alana Yeniden Giriş Süresi (saat)', min: 0, decimals: 0, span: 4 },
    { kind: 'number', name: 'maxApplications', label: 'En Çok Uygulama Sayısı', min: 1, decimals: 0, span: 4, description: 'Bir sezonda' },
    { kind: 'number', name: 'applicationIntervalDays', label: 'Uygulama Aralığı (gün)', min: 0, decimals: 0, span: 4 },
    { kind: 'textarea', name: 'notes', label: 'Uygulama Notları', maxLength: 2000, rows: 3, placeholder: 'ör. Zararlı görüldüğünde, 10 gün arayla' },
  ],
});
