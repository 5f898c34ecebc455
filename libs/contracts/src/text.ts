// The one base of every text input: a string without NUL or other C0 control
// characters, and well-formed Unicode (no lone surrogate). PostgreSQL refuses NUL in text, and no field of the portal means a control
// character, so they are refused here with a Turkish field message instead of reaching the
// database as a 500. Every request schema builds its strings on `textSchema`.
import { z } from 'zod';

/** C0 controls and DEL: nothing a person types on one line. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
/** The same but tab, line feed and carriage return, which multi-line text holds. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface TextOptions {
  /** Lets tab, line feed and carriage return through (addresses, notes, messages). */
  multiline?: boolean;
}

/** Whether `value` holds a control character the field does not allow. */
export function hasControlChars(value: string, options: TextOptions = {}): boolean {
  return (options.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

/** The Turkish field message of a refused control character. */
export function controlCharsMessage(label?: string): string {
  return `${label ?? 'Metin'} izin verilmeyen bir denetim karakteri içeriyor; metni yeniden yazın`;
}

/**
 * A UTF-16 surrogate without its pair: what a JSON `\ud800` escape or a client that cut an
 * emoji in half sends. It is not a character; PostgreSQL's jsonb refuses it and text columns
 * would store U+FFFD instead, so it is refused like a control character, on every field.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` is not well-formed Unicode (holds a lone surrogate). */
export function hasInvalidUnicode(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** The Turkish field message of text that is not valid Unicode. */
export function invalidUnicodeMessage(label?: string): string {
  return `${label ?? 'Metin'} geçersiz (yarım kalmış) bir Unicode karakteri içeriyor; metni yeniden yazın`;
}

/**
 * A string whose control characters are refused. `label` names the field in the message;
 * `error` is the message when the value is not a string at all. Chain `.trim()`, `.min()`,
 * `.max()`, `.regex()` on it as on `z.string()`.
 */
export function textSchema(label?: string, options: TextOptions & { error?: string } = {}) {
  const base = options.error ? z.string({ error: options.error }) : z.string();
  return base.refine(options.multiline ? multiLineOk : singleLineOk, {
    error: (issue) => (typeof issue.input === 'string' && hasInvalidUnicode(issue.input) ? invalidUnicodeMessage(label) : controlCharsMessage(label)),
    abort: true,
  });
}

// Leading and trailing whitespace is what `.trim()` takes away afterwards, so it is not judged.
// Two shared functions, so that `isTextSchema` can recognise the check.
const singleLineOk = (v: string) => !hasInvalidUnicode(v) && !hasControlChars(v.trim());
const multiLineOk = (v: string) => !hasInvalidUnicode(v) && !hasControlChars(v.trim(), { multiline: true });

interface SchemaInternals {
  _zod: { def: { type: string; checks?: Array<{ _zod: { def: { fn?: unknown } } }> } & Record<string, unknown> };
}

/** Whether a string schema carries textSchema's control-character check (however it was chained after). */
export function isTextSchema(schema: z.ZodType): boolean {
  const checks = (schema as unknown as SchemaInternals)._zod.def.checks ?? [];
  return checks.some((c) => c._zod.def.fn === singleLineOk || c._zod.def.fn === multiLineOk);
}

export interface StringLeaf {
  /** Where the string sits in the input: `['name']`, `['activeSubstances', '*', 'note']`. */
  path: string[];
  schema: z.ZodType;
}

/**
 * Every string a client's input can reach in `schema`: object fields, optional, nullable and
 * default wrappers, unions, arrays, records, and the input side of pipes and transforms (what
 * a pipe hands on has been checked already). Tests use it to prove every field is a textSchema.
 */
export function stringLeaves(schema: z.ZodType, path: string[] = []): StringLeaf[] {
  const def = (schema as unknown as SchemaInternals)._zod.def;
  const at = (inner: unknown, more: string[] = []) => stringLeaves(inner as z.ZodType, [...path, ...more]);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def['shape'] as Record<string, unknown>).flatMap(([key, inner]) => at(inner, [key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return at(def['innerType']);
    case 'pipe':
      return at(def['in']);
    case 'union':
      return (def['options'] as unknown[]).flatMap((option) => at(option));
    case 'intersection':
      return [...at(def['left']), ...at(def['right'])];
    case 'array':
      return at(def['element'], ['*']);
    case 'record':
      return at(def['valueType'], ['*']);
    case 'tuple':
      return (def['items'] as unknown[]).flatMap((item, i) => at(item, [String(i)]));
    default:
      return [];
  }
}
