import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactRequestSchema } from './contact';
import { listQuerySchema, optionalText, requiredText } from './definitions/common';
import { noteInputSchema } from './definitions/note';
import { plantInputSchema } from './definitions/plant';
import { registerRequestSchema } from './auth';
import { updateProfileRequestSchema } from './profile';
import * as contracts from './index';
import { controlCharsMessage, hasControlChars, hasInvalidUnicode, invalidUnicodeMessage, isTextSchema, stringLeaves, textSchema } from './text';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('shared text schema (NUL and control characters refused with a field message)', () => {
  it('refuses NUL and every other C0 control and DEL on one line', () => {
    for (let code = 0; code < 0x20; code++) expect(hasControlChars(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(true);
    expect(hasControlChars('a\u007fb')).toBe(true);
    expect(hasControlChars('Çiğdem Öztürk – ıİşŞ € 😀')).toBe(false);
  });

  it('lets tab, line feed and carriage return through in multi-line text, nothing else', () => {
    expect(hasControlChars('satır 1\r\nsatır 2\tsütun', { multiline: true })).toBe(false);
    for (const c of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f']) expect(hasControlChars(`a${c}b`, { multiline: true })).toBe(true);
  });

  it('answers with the field label in Turkish and stops there', () => {
    const result = textSchema('Ad').trim().min(2).safeParse('\u0000');
    expect(issues(result)).toEqual([{ path: '', message: controlCharsMessage('Ad') }]);
    expect(controlCharsMessage('Ad')).toBe('Ad izin verilmeyen bir denetim karakteri içeriyor; metni yeniden yazın');
    expect(textSchema().safeParse('x\u0000').error?.issues[0]?.message).toMatch(/^Metin izin verilmeyen/);
  });

  it('judges the text after trimming, so surrounding whitespace is not an error', () => {
    expect(textSchema('Ad').trim().parse('\t Ayşe \n')).toBe('Ayşe');
    expect(textSchema('Ad').trim().safeParse('Ay\tşe').success).toBe(false);
  });

  it('refuses a lone surrogate on every kind of text field, naming the field, and keeps pairs (emoji)', () => {
    for (const bad of ['a\ud800b', 'a\udc00', '\ud83d', 'x\ude00\ud83d']) {
      expect(issues(textSchema('Ad').trim().safeParse(bad)), bad).toEqual([{ path: '', message: invalidUnicodeMessage('Ad') }]);
      expect(textSchema('Not', { multiline: true }).safeParse(bad).success).toBe(false);
    }
    expect(hasInvalidUnicode('Çiğdem 😀 \ufffd')).toBe(false);
    expect(textSchema('Ad').parse('Gül 🌹')).toBe('Gül 🌹');
    expect(invalidUnicodeMessage('Ad')).toBe('Ad geçersiz (yarım kalmış) bir Unicode karakteri içeriyor; metni yeniden yazın');
  });

  it('keeps the type error of a non-string', () => {
    expect(textSchema('Ad', { error: 'Ad zorunludur' }).safeParse(5).error?.issues[0]?.message).toBe('Ad zorunludur');
  });

  it('is the base of the definitions fields, single- and multi-line', () => {
    expect(requiredText('Bitki adı').safeParse('Dom\u0000ates').error?.issues[0]?.message).toBe(controlCharsMessage('Bitki adı'));
    expect(optionalText('Açıklama').safeParse('a\nb').success).toBe(false);
    expect(optionalText('Açıklama', 500, { multiline: true }).parse('a\nb')).toBe('a\nb');
    expect(optionalText('Açıklama', 500, { multiline: true }).safeParse('a\u0000b').success).toBe(false);
    expect(issues(plantInputSchema.safeParse({ name: 'Domates', latinName: 'Solanum\u0000', euCode: '' }))).toEqual([
      { path: 'latinName', message: controlCharsMessage('Latince adı') },
    ]);
    expect(noteInputSchema.shape.text.parse('1. satır\n2. satır')).toBe('1. satır\n2. satır');
  });

  it('guards the search of every list', () => {
    const query = listQuerySchema(['name']);
    expect(issues(query.safeParse({ search: 'dom\u0000' }))).toEqual([{ path: 'search', message: controlCharsMessage('Arama') }]);
    expect(query.parse({ search: '  domates ' }).search).toBe('domates');
  });

  it('guards register, the profile and the contact form', () => {
    const register = {
      accountType: 'individual',
      name: 'Ay\u0000şe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
      password: 'uzun bir şifre',
      app: 1,
      kvkkConsent: true,
      termsConsent: true,
    };
    expect(issues(registerRequestSchema.safeParse(register))).toEqual([{ path: 'name', message: controlCharsMessage('Ad') }]);
    expect(registerRequestSchema.safeParse({ ...register, name: 'Ayşe', password: 'uzun bir\u0000şifre' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...register, name: 'Ayşe', email: 'ayse\u0000@example.com' }).success).toBe(false);
    expect(issues(updateProfileRequestSchema.safeParse({ name: 'Ayşe', surname: 'Yıl\u0000maz' }))).toEqual([
      { path: 'surname', message: controlCharsMessage('Soyad') },
    ]);
    const contact = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Soru', message: 'Merhaba,\r\n\tbir sorum var.', kvkkConsent: true };
    expect(contactRequestSchema.parse(contact).message).toBe('Merhaba,\r\n\tbir sorum var.');
    expect(issues(contactRequestSchema.safeParse({ ...contact, message: 'Merhaba\u0000 bir sorum var.' }))).toEqual([
      { path: 'message', message: controlCharsMessage('Mesaj') },
    ]);
    expect(issues(contactRequestSchema.safeParse({ ...contact, subject: 'So\u001bru' }))).toEqual([{ path: 'subject', message: controlCharsMessage('Konu') }]);
  });
});

describe('every request schema of the contracts builds its strings on textSchema (routes present and future)', () => {
  // Bodies and queries the API validates: <x>InputSchema, <x>EditSchema, <x>RequestSchema,
  // <x>QuerySchema and the contact-change steps. Answers (…ResponseSchema, row schemas) are not input.
  const requestSchemas = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]): Array<[string, z.ZodType]> =>
    /(Input|Edit|Request|Query|Change)Schema$/.test(name) && value instanceof z.ZodType ? [[name, value]] : [],
  );

  it('finds the request schemas and their strings', () => {
    const names = requestSchemas.map(([name]) => name);
    for (const name of ['registerRequestSchema', 'updateProfileRequestSchema', 'contactRequestSchema', 'plantInputSchema', 'licenceEditSchema', 'plantListQuerySchema', 'requestContactChangeSchema']) {
      expect(names).toContain(name);
    }
    expect(requestSchemas.flatMap(([, schema]) => stringLeaves(schema)).length).toBeGreaterThan(100);
  });

  it.each(requestSchemas.map(([name, schema]) => [name, schema] as const))('%s', (_name, schema) => {
    const plain = stringLeaves(schema)
      .filter((leaf) => !isTextSchema(leaf.schema))
      .map((leaf) => leaf.path.join('.'));
    expect(plain).toEqual([]);
  });

  it('walks objects, wrappers, unions, arrays and the input side of pipes, and tells a plain string apart', () => {
    const schema = z.object({
      a: textSchema('A').trim().optional(),
      b: z.union([z.literal(''), z.string()]).nullable(),
      c: z.array(z.object({ d: z.string().default('x') })),
      e: textSchema('E').transform((v) => v.length).pipe(z.number()),
      f: z.number(),
    });
    expect(stringLeaves(schema).map((leaf) => [leaf.path.join('.'), isTextSchema(leaf.schema)])).toEqual([
      ['a', true],
      ['b', false],
      ['c.*.d', false],
      ['e', true],
    ]);
  });
});
