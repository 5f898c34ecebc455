// The one base of every text input (issue 9 §3): a string without NUL or other C0 control
// characters. PostgreSQL refuses NUL in text, and no field of the portal means a control
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
 * A string whose control characters are refused. `label` names the field in the message;
 * `error` is the message when the value is not a string at all. Chain `.trim()`, `.min()`,
 * `.max()`, `.regex()` on it as on `z.string()`.
 */
export function textSchema(label?: string, options: TextOptions & { error?: string } = {}) {
  const base = options.error ? z.string({ error: options.error }) : z.string();
  // Leading and trailing whitespace is what `.trim()` takes away afterwards, so it is not judged.
  return base.refine((v) => !hasControlChars(v.trim(), options), { error: controlCharsMessage(label), abort: true });
}
