// bitki-tanimi: plants (DESIGN.md §8 "Plant").
import { DefinitionSectionInfos, plantEditSchema, plantInputSchema, plantListQuerySchema, plantSchema, type Plant, type PlantInput } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { licenceDetails, licences, plants } from '../../../platform/db';
import { referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { aliasesColumn } from './aliases-column';
import { isoOf, type SectionSpec, referenceDataAccess } from '../../../platform/crud';

export const plantSection: SectionSpec<Plant, PlantInput, typeof plants.$inferSelect> = {
  info: DefinitionSectionInfos['bitki-tanimi'],
  access: referenceDataAccess,
  entity: 'plant',
  path: 'plant',
  tag: 'Tanımlar: Bitki',
  table: plants,
  itemSchema: plantSchema,
  inputSchema: plantInputSchema,
  editSchema: plantEditSchema,
  listQuerySchema: plantListQuerySchema,
  sortColumns: {
    name: { column: plants.name, text: true },
    latinName: { column: plants.latinName, text: true },
    euCode: { column: plants.euCode },
    status: { column: plants.status },
  },
  defaultSort: 'name',
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    latinName: r.latinName ?? null,
    euCode: r.euCode ?? null,
    aliases: r.aliases,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.plant(input) }),
  toInput: ({ name, latinName, euCode, aliases }) => ({ name, latinName, euCode, aliases: aliases ?? [] }),
  naturalKey: (input) => eq(plants.name, input.name),
  naturalKeyText: (input) => input.name,
  label: (p) => p.name,
  constraints: {
    plants_name_uq: { field: 'name', message: 'Bu adla kayıtlı bir bitki zaten var' },
    plants_eu_code_chk: { field: 'euCode', message: 'AB ürün kodu 7 haneli olmalıdır (ör. 0231010)' },
  },
  usages: [
    {
      label: 'ruhsat detayı',
      find: async (db, id) => {
        const [c] = await db.select({ n: count() }).from(licenceDetails).where(eq(licenceDetails.plantId, id));
        const [ex] = await db
          .select({ name: licences.tradeName })
          .from(licenceDetails)
          .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
          .where(eq(licenceDetails.plantId, id))
          .limit(1);
        return { count: Number(c?.n ?? 0), example: ex?.name };
      },
    },
  ],
  columns: [
    { header: 'Bitki Adı', field: 'name', kind: 'text', exportValue: (p) => p.name },
    { header: 'Latince Adı', field: 'latinName', kind: 'text', exportValue: (p) => p.latinName },
    { header: 'AB Ürün Kodu', field: 'euCode', kind: 'text', exportValue: (p) => p.euCode },
    aliasesColumn<Plant>(),
  ],
};
