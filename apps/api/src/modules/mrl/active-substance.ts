// mrl-aktif-madde → mrl/mrl-active-substance (spec §3 "MRL entities", §7 "MRL").
import {
  DefinitionSectionInfos,
  mrlActiveSubstanceEditSchema,
  mrlActiveSubstanceInputSchema,
  mrlActiveSubstanceListQuerySchema,
  mrlActiveSubstanceSchema,
  type MrlActiveSubstance,
  type MrlActiveSubstanceInput,
} from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { activeSubstances, mrlActiveSubstances, mrlProducts, mrlRates } from '../../platform/db';
import { referenceSearchText } from '../../platform/db/schema/reference/search-text';
import { isoOf, type SectionSpec, referenceDataAccess } from '../../platform/crud';

export const mrlActiveSubstanceSection: SectionSpec<MrlActiveSubstance, MrlActiveSubstanceInput, typeof mrlActiveSubstances.$inferSelect> = {
  info: DefinitionSectionInfos['mrl-aktif-madde'],
  access: referenceDataAccess,
  entity: 'mrl-active-substance',
  path: 'mrl-active-substance',
  tag: 'MRL: Aktif madde',
  table: mrlActiveSubstances,
  itemSchema: mrlActiveSubstanceSchema,
  inputSchema: mrlActiveSubstanceInputSchema,
  editSchema: mrlActiveSubstanceEditSchema,
  listQuerySchema: mrlActiveSubstanceListQuerySchema,
  sortColumns: {
    name: { column: mrlActiveSubstances.name, text: true },
    status: { column: mrlActiveSubstances.status },
  },
  defaultSort: 'name',
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ name: input.name, searchText: referenceSearchText.mrlActiveSubstance(input) }),
  toInput: ({ name }) => ({ name }),
  naturalKey: (input) => eq(mrlActiveSubstances.name, input.name),
  naturalKeyText: (input) => input.name,
  label: (s) => s.name,
  constraints: {
    mrl_active_substances_name_uq: { field: 'name', message: 'Bu adla kayıtlı bir MRL aktif maddesi zaten var' },
  },
  usages: [
    {
      label: 'MRL oranı',
      find: async (db, id) => {
        const [c] = await db.select({ n: count() }).from(mrlRates).where(eq(mrlRates.activeSubstanceId, id));
        const [ex] = await db
          .select({ name: mrlProducts.name })
          .from(mrlRates)
          .innerJoin(mrlProducts, eq(mrlProducts.id, mrlRates.productId))
          .where(eq(mrlRates.activeSubstanceId, id))
          .limit(1);
        return { count: Number(c?.n ?? 0), example: ex?.name };
      },
    },
    {
      label: 'aktif madde',
      find: async (db, id) => {
        const [c] = await db.select({ n: count() }).from(activeSubstances).where(eq(activeSubstances.mrlActiveSubstanceId, id));
        const [ex] = await db.select({ name: activeSubstances.name }).from(activeSubstances).where(eq(activeSubstances.mrlActiveSubstanceId, id)).limit(1);
        return { count: Number(c?.n ?? 0), example: ex?.name };
      },
    },
  ],
  columns: [{ header: 'Aktif Madde Adı', field: 'name', kind: 'text', exportValue: (s) => s.name }],
};
