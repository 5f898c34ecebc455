// zararli-organizma-tanimi: harmful organisms (DESIGN.md §8 "Harmful organism").
import {
  DefinitionSectionInfos,
  HarmfulOrganismTypeLabels,
  harmfulOrganismEditSchema,
  harmfulOrganismInputSchema,
  harmfulOrganismListQuerySchema,
  harmfulOrganismSchema,
  type HarmfulOrganism,
  type HarmfulOrganismInput,
  type HarmfulOrganismType,
} from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { harmfulOrganisms, licenceDetails, licences, plants } from '../../../platform/db';
import { referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { aliasesColumn } from './aliases-column';
import { isoOf, type SectionSpec, referenceDataAccess } from '../../../platform/crud';

/** Import cell → type code: the Turkish labels and the codes themselves. */
const typeValues = Object.fromEntries(Object.entries(HarmfulOrganismTypeLabels).map(([code, label]) => [label, Number(code)]));

export const harmfulOrganismSection: SectionSpec<HarmfulOrganism, HarmfulOrganismInput, typeof harmfulOrganisms.$inferSelect> = {
  info: DefinitionSectionInfos['zararli-organizma-tanimi'],
  access: referenceDataAccess,
  entity: 'harmful-organism',
  path: 'harmful-organism',
  tag: 'Tanımlar: Zararlı organizma',
  table: harmfulOrganisms,
  itemSchema: harmfulOrganismSchema,
  inputSchema: harmfulOrganismInputSchema,
  editSchema: harmfulOrganismEditSchema,
  listQuerySchema: harmfulOrganismListQuerySchema,
  sortColumns: {
    name: { column: harmfulOrganisms.name, text: true },
    latinName: { column: harmfulOrganisms.latinName, text: true },
    type: { column: harmfulOrganisms.type },
    status: { column: harmfulOrganisms.status },
  },
  defaultSort: 'name',
  filters: (q) => [q['type'] !== undefined ? eq(harmfulOrganisms.type, Number(q['type']) as HarmfulOrganismType) : undefined],
  toItem: (r) => ({
    id: r.id,
    name: r.name,
    latinName: r.latinName ?? null,
    type: r.type,
    aliases: r.aliases,
    status: r.status,
    sample: r.sample,
    updatedAt: isoOf(r.updatedAt),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.harmfulOrganism(input) }),
  toInput: ({ name, latinName, type, aliases }) => ({ name, latinName, type, aliases: aliases ?? [] }),
  // The unique index is on (name, coalesce(latin_name, '')): the same expression finds it.
  naturalKey: (input) => and(eq(harmfulOrganisms.name, input.name), sql`coalesce(${harmfulOrganisms.latinName}, '') = ${input.latinName ?? ''}`)!,
  naturalKeyText: (input) => `${input.name}\u0000${input.latinName ?? ''}`,
  label: (h) => (h.latinName ? `${h.name} (${h.latinName})` : h.name),
  constraints: {
    harmful_organisms_name_latin_uq: { field: 'name', message: 'Bu ad ve Latince adla kayıtlı bir zararlı organizma zaten var' },
    harmful_organisms_type_chk: { field: 'type', message: 'Tür Hastalık, Zararlı ya da Yabancı ot olmalıdır' },
  },
  usages: [
    {
      label: 'ruhsat detayı',
      find: async (db, id) => {
        const [c] = await db.select({ n: count() }).from(licenceDetails).where(eq(licenceDetails.harmfulOrganismId, id));
        const [ex] = await db
          .select({ licence: licences.tradeName, plant: plants.name })
          .from(licenceDetails)
          .innerJoin(licences, eq(licences.id, licenceDetails.licenceId))
          .innerJoin(plants, eq(plants.id, licenceDetails.plantId))
          .where(eq(licenceDetails.harmfulOrganismId, id))
          .limit(1);
        return { count: Number(c?.n ?? 0), example: ex ? `${ex.licence} · ${ex.plant}` : null };
      },
    },
  ],
  columns: [
    { header: 'Zararlı Organizma Adı', field: 'name', kind: 'text', exportValue: (h) => h.name },
    { header: 'Latince Adı', field: 'latinName', kind: 'text', exportValue: (h) => h.latinName },
    { header: 'Türü', field: 'type', kind: 'enum', values: typeValues, exportValue: (h) => HarmfulOrganismTypeLabels[h.type] },
    aliasesColumn<HarmfulOrganism>(),
  ],
};
