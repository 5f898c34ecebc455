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

/**
 * Appends the chunk's shape to `parts` and its values to `values`; with `prefix`, returns a
 * copy whose values are placeholders. The cases and their order are Drizzle's.
 */
function visit(chunk: unknown, parts: string[], values: unknown[], prefix?: string): unknown {
  if (chunk === undefined) return chunk;
  if (is(chunk, StringChunk)) {
    parts.push('s', chunk.value.join(''), '\0');
    return chunk;
  }
  if (is(chunk, Name)) {
    parts.push('n', chunk.value, '\0');
    return chunk;
  }
  if (Array.isArray(chunk)) {
    parts.push('(');
    const copy = chunk.map((item) => visit(item, parts, values, prefix));
    parts.push(')');
    return copy;
  }
  if (is(chunk, SQL)) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw unpreparable;
    parts.push('[');
    const copy = chunk.queryChunks.map((item) => visit(item, parts, values, prefix));
    parts.push(']');
    return prefix === undefined ? chunk : new SQL(copy as SQL['queryChunks']);
  }
  if (is(chunk, Table)) {
    parts.push('t', schemaOf(chunk), aliasOf(chunk), '.', getTableName(chunk), '\0');
    return chunk;
  }
  if (is(chunk, Column)) {
    parts.push('c', schemaOf(chunk.table), aliasOf(chunk.table), '.', getTableName(chunk.table), '.', chunk.name, '\0');
    return chunk;
  }
  if (is(chunk, Param)) {
    if (is(chunk.value, Placeholder)) throw unpreparable;
    const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (is(mapped, SQL)) throw unpreparable;
    return valueOf(mapped, parts, values, prefix);
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
