// The kit's scope hook, shown on a test-only member-owned section (no product
// table is member-owned yet): plants of a member, with the plant contracts.
import { DefinitionSectionInfos, plantEditSchema, plantInputSchema, plantListQuerySchema, plantSchema, Role, type Plant, type PlantInput } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { protectRoutes } from '../access';
import { identityColumns, listColumns } from '../db/schema/reference/columns';
import { referenceSearchText } from '../db/schema/reference/search-text';
import { isoOf } from './queries';
import { acceptImportFiles } from './post-import';
import type { SectionSpec } from './section';
import { sectionRoutes } from './section-routes';
import { describeScopedSection } from './section-suite';

const memberPlants = pgTable(
  'test_member_plants',
  {
    ...identityColumns(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    latinName: text('latin_name'),
    euCode: text('eu_code'),
    ...listColumns(),
  },
  (t) => [uniqueIndex('test_member_plants_name_uq').on(t.memberId, t.name)],
);

const createTable = sql`CREATE TABLE IF NOT EXISTS test_member_plants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  member_id bigint NOT NULL REFERENCES members(id),
  name text NOT NULL,
  latin_name text,
  eu_code text,
  status boolean NOT NULL DEFAULT true,
  search_text text NOT NULL,
  sample boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint,
  updated_by bigint,
  CONSTRAINT test_member_plants_name_uq UNIQUE (member_id, name)
)`;

const memberPlantSection: SectionSpec<Plant, PlantInput> = {
  info: { ...DefinitionSectionInfos['bitki-tanimi'], api: 'test/member-plant', title: 'Üye Bitkileri' },
  access: { area: 'professional' },
  scope: {
    where: (auth) => eq(memberPlants.memberId, auth.member.id),
    values: (auth) => ({ memberId: auth.member.id }),
  },
  entity: 'member-plant',
  path: 'member-plant',
  tag: 'Test: Üye Bitkisi',
  table: memberPlants,
  itemSchema: plantSchema,
  inputSchema: plantInputSchema,
  editSchema: plantEditSchema,
  listQuerySchema: plantListQuerySchema,
  sortColumns: { name: { column: memberPlants.name, text: true } },
  defaultSort: 'name',
  toItem: (r) => ({
    id: Number(r['id']),
    name: String(r['name']),
    latinName: (r['latinName'] as string | null) ?? null,
    euCode: (r['euCode'] as string | null) ?? null,
    status: Boolean(r['status']),
    sample: Boolean(r['sample']),
    updatedAt: isoOf(r['updatedAt']),
  }),
  toValues: (input) => ({ ...input, searchText: referenceSearchText.plant(input) }),
  toInput: ({ name, latinName, euCode }) => ({ name, latinName, euCode, aliases: [] }),
  naturalKey: (input) => eq(memberPlants.name, input.name),
  naturalKeyText: (input) => input.name,
  label: (p) => p.name,
  constraints: { test_member_plants_name_uq: { field: 'name', message: 'Bu adla kayıtlı bir bitkiniz zaten var' } },
  usages: [],
  columns: [
    { header: 'Bitki Adı', field: 'name', kind: 'text', exportValue: (p) => p.name },
    { header: 'Latince Adı', field: 'latinName', kind: 'text', exportValue: (p) => p.latinName },
    { header: 'AB Ürün Kodu', field: 'euCode', kind: 'text', exportValue: (p) => p.euCode },
  ],
};

describeScopedSection('A member-owned test section', {
  url: '/api/v1/test/member-plant',
  role: Role.Muhendis,
  mount: async (app) => {
    await app.db.execute(createTable);
    await app.register(
      async (api) => {
        protectRoutes(api);
        acceptImportFiles(api);
        await api.register(sectionRoutes(memberPlantSection));
      },
      { prefix: '/api/v1/test' },
    );
  },
  valid: (n) => ({ name: `Üye Bitkisi ${n}`, latinName: null, euCode: null }),
  importCsv: (input) => `Bitki Adı;Latince Adı;AB Ürün Kodu;Durum\n${String(input['name'])};;;Aktif\n`,
});
