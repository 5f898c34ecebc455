// What the catalogue sections share: the SectionSpec of the three name + description group
// lists (ruhsat-grup-tanimi, aktif-madde-grup-tanimi, firma-grup-tanimi), and the Usage of
// a referring table, which every catalogue section lists in `usages`.
import { groupEditSchema, groupInputSchema, groupListQuerySchema, groupSchema, type DefinitionSectionInfo, type Group, type GroupInput } from '@portal/contracts';
import { count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { licences } from '../../../platform/db';
import { referenceSearchText } from '../../../platform/db/schema/reference/search-text';
import { isoOf, type DefinitionTable, type SectionSpec, type Usage, referenceDataAccess } from '../../../platform/crud';

/**
 * `label` records of `table` refer to the id through `column`; `example` names one of them
 * (a column of `table`, or a scalar subquery for a parent's name).
 */
export function usedBy(label: string, table: PgTable, column: AnyPgColumn, example: AnyPgColumn | SQL): Usage {
  return {
    label,
    find: async (db, id) => {
      const [c] = await db.select({ n: count() }).from(table).where(eq(column, id));
      const [ex] = await db.select({ example }).from(table).where(eq(column, id)).limit(1);
      return { count: Number(c?.n ?? 0), example: ex?.example === undefined || ex.example === null ? null : String(ex.example) };
    },
  };
}

/** The trade name of the licence `licenceId` points to: the example of a licence's child row. */
export const licenceNameOf = (licenceId: AnyPgColumn): SQL => sql`(select ${licences.tradeName} from ${licences} where ${licences.id} = ${licenceId})`;

/**
 * A group table: the list columns plus name and description. `$inferSelect` holds each table's
 * Drizzle row to the columns `toItem` reads, so the three groups' rows are typed, not cast.
 */
type GroupTable = DefinitionTable & {
  name: AnyPgColumn;
  description: AnyPgColumn;
  $inferSelect: { id: number; name: string; description: string | null; status: boolean; sample: boolean; updatedAt: Date };
};

export interface GroupSectionOptions<T extends GroupTable> {
  info: DefinitionSectionInfo;
  entity: string;
  tag: string;
  table: T;
  usages: Usage[];
}

/** A group list: name (the natural key, unique) and description. */
export function groupSection<T extends GroupTable>({ info, entity, tag, table, usages }: GroupSectionOptions<T>): SectionSpec<Group, GroupInput, T['$inferSelect']> {
  return {
    info,
    access: referenceDataAccess,
    entity,
    path: entity,
    tag,
    table,
    itemSchema: groupSchema,
    inputSchema: groupInputSchema,
    editSchema: groupEditSchema,
    listQuerySchema: groupListQuerySchema,
    sortColumns: {
      name: { column: table.name, text: true },
      description: { column: table.description, text: true },
      status: { column: table.status },
    },
    defaultSort: 'name',
    toItem: (r) => ({
      id: r.id,
      name: r.name,
      description: r.description ?? null,
      status: r.status,
      sample: r.sample,
      updatedAt: isoOf(r.updatedAt),
    }),
    toValues: (input) => ({ ...input, searchText: referenceSearchText.group(input) }),
    toInput: ({ name, description }) => ({ name, description }),
    naturalKey: (input) => eq(table.name, input.name),
    naturalKeyText: (input) => input.name,
    label: (g) => g.name,
    constraints: {
      [`${getTableName(table)}_name_uq`]: { field: 'name', message: `Bu adla kayıtlı bir ${info.singular} zaten var` },
    },
    usages,
    columns: [
      { header: 'Grup Adı', field: 'name', kind: 'text', exportValue: (g) => g.name },
      { header: 'Açıklama', field: 'description', kind: 'text', exportValue: (g) => g.description },
    ],
  };
}
