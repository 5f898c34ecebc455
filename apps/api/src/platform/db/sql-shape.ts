// The shape of a condition (its SQL text with the values left out) and its values, read by a
// walk that mirrors Drizzle's own (SQL.buildQueryFromSourceParams) without building the
// text. A list's statement can then be built and prepared once per shape and run with this
// request's values (crud/queries.ts). Anything the walk does not know — inlined params,
// subqueries, views, placeholders — makes the condition unpreparable: the caller builds it
// the ordinary way.
import { Column, getTableName, is, isSQLWrapper, Name, Param, Placeholder, SQL, sql, StringChunk, Table } from 'drizzle-orm';

export interface SqlShape {
  /** Equal keys build equal SQL text. */
  key: string;
  /** The parameter values in the order Drizzle numbers them, encoded as Drizzle would send them. */
  values: unknown[];
}

const unpreparable = Symbol('unpreparable');
const schemaOf = (table: Table): string => String((table as unknown as Record<symbol, unknown>)[Symbol.for('drizzle:Schema')]);
const aliasOf = (table: Table): string => String((table as unknown as Record<symbol, unknown>)[Symbol.for('drizzle:IsAlias')]);

/** The shape of `condition`; undefined when it holds something the walk does not cover. */
export function shapeOf(condition: SQL | undefined): SqlShape | undefined {
  const parts: string[] = [];
  const values: unknown[] = [];
  if (!condition) return { key: '', values };
  try {
    visit(condition, parts, values);
  } catch (error) {
    if (error === unpreparable) return undefined;
    throw error;
  }
  return { key: parts.join(''), values };
}

/** The condition with its i-th value replaced by `sql.placeholder(prefix + i)`; call only when shapeOf succeeded. */
export function withPlaceholders(condition: SQL, prefix: string): SQL {
  return visit(condition, [], [], prefix) as SQL;
}

/** The values of a shape as the placeholders of withPlaceholders. */
export function placeholderValues(shape: SqlShape, prefix: string, into: Record<string, unknown> = {}): Record<string, unknown> {
  shape.values.forEach((value, i) => (into[prefix + i] = value));
  return into;
}

type ChunkKind = 'string' | 'name' | 'sql' | 'table' | 'column' | 'param';
const KINDS: ReadonlyArray<readonly [abstract new (...args: never[]) => unknown, ChunkKind]> = [
  [StringChunk, 'string'],
  [Name, 'name'],
  [SQL, 'sql'],
  [Table, 'table'],
  [Column, 'column'],
  [Param, 'param'],
];

/**
 * Which of Drizzle's chunks this is. `instanceof` first: Drizzle's `is` says the same for its
 * own classes but walks the prototype chain on every miss, which made it half of the walk's
 * time. `is` stays for an entity of another copy of Drizzle.
 */
function kindOf(chunk: unknown): ChunkKind | undefined {
  for (const [type, kind] of KINDS) if (chunk instanceof type) return kind;
  if (typeof chunk !== 'object' || chunk === null || !isDrizzleEntity(chunk)) return undefined;
  for (const [type, kind] of KINDS) if (is(chunk, type as Parameters<typeof is>[1])) return kind;
  return undefined;
}

/**
 * Appends the chunk's shape to `parts` and its values to `values`; with `prefix`, returns a
 * copy whose values are placeholders. The cases and their order are Drizzle's.
 */
function visit(chunk: unknown, parts: string[], values: unknown[], prefix?: string): unknown {
  if (chunk === undefined) return chunk;
  if (Array.isArray(chunk)) {
    parts.push('(');
    const copy = chunk.map((item) => visit(item, parts, values, prefix));
    parts.push(')');
    return copy;
  }
  switch (kindOf(chunk)) {
    case 'string':
      parts.push('s', (chunk as StringChunk).value.join(''), '\0');
      return chunk;
    case 'name':
      parts.push('n', (chunk as Name).value, '\0');
      return chunk;
    case 'sql': {
      const query = chunk as SQL;
      if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw unpreparable;
      parts.push('[');
      const copy = query.queryChunks.map((item) => visit(item, parts, values, prefix));
      parts.push(']');
      return prefix === undefined ? chunk : new SQL(copy as SQL['queryChunks']);
    }
    case 'table': {
      const table = chunk as Table;
      parts.push('t', schemaOf(table), aliasOf(table), '.', getTableName(table), '\0');
      return chunk;
    }
    case 'column': {
      const column = chunk as Column;
      parts.push('c', schemaOf(column.table), aliasOf(column.table), '.', getTableName(column.table), '.', column.name, '\0');
      return chunk;
    }
    case 'param': {
      const param = chunk as Param;
      if (is(param.value, Placeholder)) throw unpreparable;
      const mapped = param.value === null ? null : param.encoder.mapToDriverValue(param.value);
      if (is(mapped, SQL)) throw unpreparable;
      return valueOf(mapped, parts, values, prefix);
    }
  }
  // Placeholders, aliases, subqueries, views, enums, other wrappers, functions.
  if (typeof chunk === 'function' || is(chunk, Placeholder) || isSQLWrapper(chunk) || (typeof chunk === 'object' && chunk !== null && isDrizzleEntity(chunk))) {
    throw unpreparable;
  }
  return valueOf(chunk, parts, values, prefix);
}

function valueOf(value: unknown, parts: string[], values: unknown[], prefix?: string): unknown {
  parts.push('$');
  values.push(value);
  return prefix === undefined ? value : sql.placeholder(prefix + (values.length - 1));
}

const entityKind = Symbol.for('drizzle:entityKind');
function isDrizzleEntity(value: object): boolean {
  return typeof value.constructor === 'function' && entityKind in value.constructor;
}
