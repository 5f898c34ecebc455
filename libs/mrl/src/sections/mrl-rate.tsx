// mrl-oran (spec §3 "MRL entities", §4 "MRL status"): the maximum residue limit of a substance
// in a product per market, with its own status switch and the separate 'Süresi doldu' switch;
// filters for product, substance and expiry.
import { Stack, Text } from '@mantine/core';
import { mrlProductCodeText, mrlRateInputSchema, mrlRateSchema, type MrlRate } from '@portal/contracts';
import { defineSection, type RefItem } from '@portal/definitions';
import { dateText } from '@portal/shared/util';
import { ExpireSwitch } from './expire-switch';

const nameOf = (rate: MrlRate) => `${rate.product.name} · ${rate.active_substance.name}`;

/** Spec §5 numerals: comma grouping, dot decimal mark; up to the 4 decimals a limit keeps. */
const rateText = (rate: number) => rate.toLocaleString('en-US', { maximumFractionDigits: 4 });

const productOption = (item: RefItem) =>
  `${String(item['name'])} (${mrlProductCodeText({ code: String(item['code']), sub_code: (item['sub_code'] as string | null) ?? null })})`;

export const mrlRateView = defineSection({
  section: 'mrl-oran',
  description: 'Bir aktif maddenin bir üründe izin verilen en yüksek kalıntı miktarı (mg/kg), pazara göre.',
  itemSchema: mrlRateSchema,
  inputSchema: mrlRateInputSchema,
  name: nameOf,
  defaultSort: { key: 'id', order: 'asc' },
  statusSort: 'status',
  columns: [
    {
      key: 'product',
      header: 'Ürün',
      sort: 'product',
      primary: true,
      render: (rate) => (
        <Stack gap={0}>
          <span>{rate.product.name}</span>
          <Text span c="dimmed" fz="xs">
            {mrlProductCodeText(rate.product)}
          </Text>
        </Stack>
      ),
    },
    { key: 'active_substance', header: 'Aktif Madde', sort: 'active_substance', render: (rate) => rate.active_substance.name },
    { key: 'rate', header: 'MRL (mg/kg)', sort: 'rate', render: (rate) => rateText(rate.rate) },
    { key: 'market', header: 'Pazar', sort: 'market' },
    { key: 'date', header: 'Tarih', sort: 'date', render: (rate) => dateText(rate.date) },
    { key: 'expire_status', header: 'Süresi Doldu', sort: 'expire_status', render: (rate) => <ExpireSwitch rate={rate} name={nameOf(rate)} /> },
  ],
  filters: [
    { param: 'plantid', label: 'Ürün', kind: 'ref', section: 'mrl-urun', optionLabel: productOption },
    { param: 'substanceid', label: 'Aktif Madde', kind: 'ref', section: 'mrl-aktif-madde' },
    {
      param: 'expire',
      label: 'Süre Durumu',
      kind: 'select',
      options: [
        { value: false, label: 'Yürürlükte' },
        { value: true, label: 'Süresi doldu' },
      ],
    },
  ],
  fields: [
    { kind: 'ref', name: 'product', label: 'Ürün', required: true, section: 'mrl-urun', optionLabel: productOption, span: 6 },
    { kind: 'ref', name: 'active_substance', label: 'Aktif Madde', required: true, section: 'mrl-aktif-madde', span: 6 },
    { kind: 'number', name: 'rate', label: 'MRL', required: true, min: 0, max: 100_000, decimals: 4, suffix: ' mg/kg', span: 6 },
    {
      kind: 'text',
      name: 'market',
      label: 'Pazar',
      maxLength: 2,
      placeholder: 'TR',
      description: 'Boş bırakılırsa TR; ihracat için ülke kodu (ör. RU, US) ya da EU',
      span: 6,
    },
    { kind: 'date', name: 'date', label: 'Tarih', required: true, description: 'Limitin geçerli olduğu tarih', span: 6 },
    { kind: 'textarea', name: 'description', label: 'Açıklama', maxLength: 500, rows: 3 },
  ],
  toInput: (rate) => ({
    product: rate.product.id,
    active_substance: rate.active_substance.id,
    rate: rate.rate,
    description: rate.description,
    date: rate.date,
    market: rate.market,
  }),
});
