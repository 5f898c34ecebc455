// mrl-urun (spec §2 "MRL product list screen", §3 "MRL entities"): columns initial-letter
// avatar, name, product code (code + sub_code), status and action; Düzenle opens
// mrl-urun/guncelle/{id}.
import { mrlPlantInputSchema, mrlPlantSchema, mrlProductCodeText } from '@portal/contracts';
import { defineSection } from '@portal/definitions';

export const mrlProductView = defineSection({
  section: 'mrl-urun',
  description: 'MRL değerlerinin bağlandığı ürünler; AB ürün kodu ve alt ürünler için alt kod ile.',
  itemSchema: mrlPlantSchema,
  inputSchema: mrlPlantInputSchema,
  name: (product) => product.name,
  defaultSort: { key: 'name', order: 'asc' },
  statusSort: 'status',
  columns: [
    { key: 'name', header: 'Ürün Adı', sort: 'name', primary: true },
    { key: 'code', header: 'Ürün Kodu', sort: 'code', render: (product) => mrlProductCodeText(product) },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Ürün Adı', required: true, maxLength: 160, placeholder: 'ör. Domates' },
    {
      kind: 'text',
      name: 'code',
      label: 'Ürün Kodu',
      required: true,
      maxLength: 7,
      placeholder: 'ör. 0231010',
      description: 'Reg. (EC) No 396/2005 Ek I, 7 hane',
      span: 6,
    },
    {
      kind: 'text',
      name: 'sub_code',
      label: 'Alt Kod',
      maxLength: 3,
      placeholder: 'ör. 001',
      description: 'Alt ürünler için 3 hane (0231010-001); ürünün kendisi için boş bırakın',
      span: 6,
    },
  ],
});
