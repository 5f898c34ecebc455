// mrl-urun → mrl/mrl-plant (spec §3 "MRL entities", §7 "MRL"): MRL products by EU product
// code and sub code; `sub_code` is snake_case in the API as in spec §7.
import {
  DefinitionSectionInfos,
  mrlPlantEditSchema,
  mrlPlantInputSchema,
  mrlPlantListQuerySchema,
  mrlPlantSchema,
  mrlProductCodeText,
  type MrlPlant,
  type MrlPlantInput,
} from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { mrlActiveSubstances, mrlProducts, mrlRates } from '../../platform/db';
import { referenceSearchText } from '../../platform/db/schema/reference/search-text';
import { isoOf, type SectionSpec, referenceDataAccess } from '../../platform/crud';

export const mrlPlantSection: SectionSpec<MrlPlant, MrlPlantInput, typeof mrlProducts.$inferSelect> = {
  info: DefinitionSectionInfos['mrl-urun'],
  access: referenceDataAccess,
  entity: 'mrl-plant',
  path: 'mrl-plant',
  tag: 'MRL: Ürün',
  table: mrlProducts,
  itemSchema: mrlPlantSchema,
  inputSchema: mrlPlantInputSchema,
  editSchema: mrlPlantEditSchema,
  listQuerySchema: mrlPlantListQuerySchema,
  sortColumns: {
    name: { column: mrlProducts.name, text: true },
    // Digits only: byte order is the code order; a product comes before its sub-products.
    code: { column: sql`${mrlProducts.code} || coalesce('-' || ${mrlProducts.subCode}, '')` },
    status: { column: mrlProducts.status },
  },
  defaultSort: 'name',
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    sub_code: r.subCode ?? null,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({
    name: input.name,
    code: input.code,
    subCode: input.sub_code,
    searchText: referenceSearchText.mrlProduct({ name: input.name, code: input.code, subCode: input.sub_code }),
  }),
  toInput: ({ name, code, sub_code }) => ({ name, code, sub_code }),
  // Same expression as the unique index mrl_products_code_uq, so the lookup uses it.
  naturalKey: (input) => and(eq(mrlProducts.code, input.code), sql`coalesce(${mrlProducts.subCode}, '') = ${input.sub_code ?? ''}`)!,
  naturalKeyText: (input) => mrlProductCodeText(input),
  label: (p) => `${p.name} (${mrlProductCodeText(p)})`,
  constraints: {
    mrl_products_code_uq: { field: 'code', message: 'Bu ürün kodu ve alt kodla kayıtlı bir MRL ürünü zaten var' },
    mrl_products_code_chk: { field: 'code', message: 'Ürün kodu 7 haneli olmalıdır (ör. 0231010)' },
    mrl_products_sub_code_chk: { field: 'sub_code', message: 'Alt kod boş olamaz; alt ürün değilse alanı boş bırakın' },
  },
  usages: [
    {
      label: 'MRL oranı',
      find: async (db, id) => {
        const [c] = await db.select({ n: count() }).from(mrlRates).where(eq(mrlRates.productId, id));
        const [ex] = await db
          .select({ name: mrlActiveSubstances.name })
          .from(mrlRates)
          .innerJoin(mrlActiveSubstances, eq(mrlActiveSubstances.id, mrlRates.activeSubstanceId))
          .where(eq(mrlRates.productId, id))
          .limit(1);
        return { count: Number(c?.n ?? 0), example: ex?.name };
      },
    },
  ],
  columns: [
    { header: 'Ürün Adı', field: 'name', kind: 'text', exportValue: (p) => p.name },
    { header: 'Ürün Kodu', field: 'code', kind: 'text', exportValue: (p) => p.code },
    { header: 'Alt Kod', field: 'sub_code', kind: 'text', exportValue: (p) => p.sub_code },
  ],
};
