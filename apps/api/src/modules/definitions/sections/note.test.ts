import { ImportContentType, NoteCategory, NoteSeverity } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { writeCsv } from '../../../platform/crud/files';
import { describeSection } from '../../../platform/crud/section-suite';
import { dataLoggerAuth } from './crop-fixtures';

const url = '/api/v1/definition/note';

describeSection('notlar-uyarilar (spec §2, §3 note category and severity)', {
  url,
  entity: 'note',
  valid: (n, _f, text) => ({
    category: NoteCategory[n % 3],
    severity: NoteSeverity[n % 3],
    title: `${text ?? 'Not'} ${n}`,
    text: `Sabah erken saatlerde uygulayın (${n}).`,
  }),
  edit: (input) => ({ ...input, severity: input['severity'] === 'info' ? 'attention' : 'info' }),
  check: 'severity',
  invalid: [
    { why: 'missing text', body: ({ text: _t, ...rest }) => rest, field: 'text' },
    { why: 'blank text', body: (v) => ({ ...v, text: ' \n ' }), field: 'text' },
    { why: 'text of the wrong type', body: (v) => ({ ...v, text: true }), field: 'text' },
    { why: 'text over 2000 characters', body: (v) => ({ ...v, text: 'ü'.repeat(2001) }), field: 'text' },
    { why: 'overlong title', body: (v) => ({ ...v, title: 'Başlık'.repeat(30) }), field: 'title' },
    { why: 'missing category', body: ({ category: _c, ...rest }) => rest, field: 'category' },
    { why: 'unknown category', body: (v) => ({ ...v, category: 'Gübreleme' }), field: 'category' },
    { why: 'unknown severity', body: (v) => ({ ...v, severity: 'danger' }), field: 'severity' },
  ],
  duplicate: { body: (v) => ({ ...v, severity: v['severity'] === 'info' ? 'warning' : 'info' }), field: 'text' },
  sort: { key: 'title', field: 'title' },
});

describe('notlar-uyarilar: the category + title + text key, filters and import by label', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: auth, payload });
  const listOf = async (query: string) => (await app.inject({ method: 'GET', url: `${url}?${query}`, headers: auth })).json();
  const importCsv = (mode: string, rows: string[][]) =>
    app.inject({ method: 'POST', url: `${url}/import?mode=${mode}`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: writeCsv(['Kategori', 'Önem Derecesi', 'Başlık', 'Metin'], rows) });

  beforeAll(async () => {
    app = await buildTestApp();
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('allows the same text under another category or title, refuses the same three (no title = empty title)', async () => {
    const text = 'Anahtar: ilaçlamadan sonra 24 saat alana girmeyin.';
    expect((await post({ category: 'general', severity: 'warning', text })).statusCode).toBe(201);
    expect((await post({ category: 'care', severity: 'warning', text })).statusCode).toBe(201);
    expect((await post({ category: 'general', severity: 'warning', title: 'Giriş', text })).statusCode).toBe(201);
    for (const title of [null, '', '   ']) {
      const dup = await post({ category: 'general', severity: 'attention', title, text: ` ${text} ` });
      expect(dup.statusCode, String(title)).toBe(409);
      expect(dup.json().details).toEqual([{ field: 'body.text', message: 'Bu kategoride aynı başlık ve metinle bir not zaten var' }]);
    }
    expect((await listOf(`search=${encodeURIComponent('anahtar: ilaçlamadan')}`)).count).toBe(3);
  });

  it('refuses an edit that makes a note the copy of another, and keeps it unchanged', async () => {
    const a = (await post({ category: 'care', severity: 'info', title: 'Kopya A', text: 'Kopya metni.' })).json().data;
    const b = (await post({ category: 'care', severity: 'info', title: 'Kopya B', text: 'Kopya metni.' })).json().data;
    const res = await app.inject({ method: 'PATCH', url: `${url}/editField`, headers: auth, payload: { id: b.id, category: 'care', severity: 'warning', title: 'Kopya A', text: 'Kopya metni.' } });
    expect(res.statusCode).toBe(409);
    expect((await listOf(`id=${b.id}`)).data).toEqual(b);
    // Saving a note unchanged is no duplicate of itself.
    const same = await app.inject({ method: 'PATCH', url: `${url}/editField`, headers: auth, payload: { id: a.id, category: 'care', severity: 'attention', title: 'Kopya A', text: 'Kopya metni.' } });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('filters by category and severity', async () => {
    await post({ category: 'fertilization', severity: 'attention', title: 'Süzgeç 1', text: 'Süzgeç gübre dikkat.' });
    await post({ category: 'fertilization', severity: 'info', title: 'Süzgeç 2', text: 'Süzgeç gübre bilgi.' });
    await post({ category: 'care', severity: 'attention', title: 'Süzgeç 3', text: 'Süzgeç bakım dikkat.' });
    const titles = async (query: string) => (await listOf(`search=suzgec&sort=title&${query}`)).data.map((n: { title: string }) => n.title);
    expect(await titles('category=fertilization')).toEqual(['Süzgeç 1', 'Süzgeç 2']);
    expect(await titles('severity=attention')).toEqual(['Süzgeç 1', 'Süzgeç 3']);
    expect(await titles('category=fertilization&severity=attention')).toEqual(['Süzgeç 1']);
    const bad = await app.inject({ method: 'GET', url: `${url}?category=gubre`, headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('query.category');
  });

  it('imports category and severity by their Turkish labels and updates the note with the same key', async () => {
    const written = await importCsv('commit', [
      ['Gübreleme', 'Dikkat', 'Aktarım azot', 'Aktarım: analizsiz yüksek azot vermeyin.'],
      ['bakım', 'BİLGİ', '', 'Aktarım: budama artıklarını uzaklaştırın.'],
    ]);
    expect(written.statusCode, written.body).toBe(200);
    const items = (await listOf('search=aktarim&sort=category')).data;
    expect(items.map((n: { category: string; severity: string; title: string | null }) => [n.category, n.severity, n.title])).toEqual([
      ['care', 'info', null],
      ['fertilization', 'attention', 'Aktarım azot'],
    ]);
    const again = await importCsv('commit', [
      ['Gübreleme', 'Uyarı', 'Aktarım azot', 'Aktarım: analizsiz yüksek azot vermeyin.'],
      ['Bakım', 'Bilgi', '', 'Aktarım: budama artıklarını uzaklaştırın.'],
    ]);
    expect(again.json().data).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    const bad = await importCsv('preview', [['Sulama', 'Bilgi', '', 'Aktarım: sulama.']]);
    expect(bad.json().data.errors).toEqual([{ row: 2, column: 'Kategori', message: 'Şunlardan biri olmalıdır: Gübreleme, Bakım, Genel' }]);
  });
});
