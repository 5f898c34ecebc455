// The behaviour every definition section shares, as one test suite each section's test file
// runs with its own inputs (issue "Reference data and MRL", spec §2, §4, §6, §7, §9): CRUD
// and audit, status, paging and sort, Turkish search, FK-safe delete, Support and field
// roles, bad input, import (good and bad rows, re-import) and export.
import { DefinitionErrorCode, ErrorCode, ImportContentType, Role } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db';
import { as, buildTestApp, type TestApp } from '../../test-support';
import { readSheet, writeCsv } from './files';

type Body = Record<string, unknown>;

export interface SectionSuiteContext<F> {
  app: TestApp;
  fixtures: F;
  /** A data logger's bearer header. */
  auth: Record<string, string>;
}

export interface SectionSuiteOptions<F = unknown> {
  /** '/api/v1/definition/plant' */
  url: string;
  /** audit_log.entity */
  entity: string;
  /** Parent records the inputs need, made once. */
  setup?: (app: TestApp) => Promise<F>;
  /** A valid input, different for every n (so natural keys never clash); `text` goes into a searched field. */
  valid: (n: number, fixtures: F, text?: string) => Body;
  /** The input changed for the edit test; `check` is a field that changes. */
  edit: (input: Body, fixtures: F) => Body;
  check: string;
  /** Invalid bodies (missing, wrong type, overlong…) and the field each must name. */
  invalid: Array<{ why: string; body: (valid: Body) => Body; field: string }>;
  /** A second input with the same natural key as `valid` and the field the 409 names. */
  duplicate: { body: (valid: Body) => Body; field: string };
  /** A sort key and the item field it orders by (text is compared with the Turkish collator). */
  sort: { key: string; field: string };
  /** Makes a record refer to `id`; the refused delete's message must contain `mentions`. */
  inUse?: (ctx: SectionSuiteContext<F>, id: number) => Promise<{ mentions: string }>;
}

let serial = 0;

const collator = new Intl.Collator('tr-TR');

export function describeSection<F>(title: string, o: SectionSuiteOptions<F>) {
  describe(`${title}: the definition section's API`, () => {
    let app: TestApp;
    let fixtures: F;
    let auth: Record<string, string>;
    let support: Record<string, string>;
    let engineer: Record<string, string>;
    const next = (text?: string) => o.valid(++serial, fixtures, text);
    const create = async (body: Body) => {
      const res = await app.inject({ method: 'POST', url: o.url, headers: auth, payload: body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Body & { id: number };
    };
    const list = (query: string, headers = auth) => app.inject({ method: 'GET', url: `${o.url}?${query}`, headers });
    const auditOf = (id: number, action: string) =>
      app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, o.entity), eq(auditLog.entityId, String(id)), eq(auditLog.action, `${o.entity}.${action}`)))
        .orderBy(asc(auditLog.id));

    beforeAll(async () => {
      app = await buildTestApp();
      fixtures = (o.setup ? await o.setup(app) : undefined) as F;
      [auth, support, engineer] = await Promise.all([as(app, Role.BestnetDataLogger), as(app, Role.BestnetSupport), as(app, Role.Muhendis)]);
    });
    afterAll(() => app?.close());

    it('creates, reads, edits and deletes a record, auditing each change with before and after', async () => {
      const input = next();
      const created = await create(input);
      expect(created).toMatchObject({ status: true, sample: false });
      const one = await list(`id=${created.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toEqual(created);
      expect(await auditOf(created.id, 'create')).toHaveLength(1);

      const changed = o.edit(input, fixtures);
      const edited = await app.inject({ method: 'PATCH', url: `${o.url}/editField`, headers: auth, payload: { id: created.id, ...changed } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data[o.check]).toEqual(changed[o.check]);
      const [update] = await auditOf(created.id, 'update');
      expect((update!.before as Body)[o.check]).toEqual(created[o.check]);
      expect((update!.after as Body)[o.check]).toEqual(changed[o.check]);

      const removed = await app.inject({ method: 'DELETE', url: `${o.url}?id=${created.id}`, headers: auth });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().data).toEqual({ id: created.id });
      expect((await list(`id=${created.id}`)).statusCode).toBe(404);
      const [deleted] = await auditOf(created.id, 'delete');
      expect((deleted!.before as Body)['id']).toBe(created.id);
      expect(deleted!.actorUserId).not.toBeNull();
    });

    it('spec §4: the status toggle flips the status and answers the record with its new status', async () => {
      const created = await create(next());
      const off = await app.inject({ method: 'PATCH', url: o.url, headers: auth, payload: { id: created.id } });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toMatchObject({ id: created.id, status: false });
      const on = await app.inject({ method: 'PATCH', url: o.url, headers: auth, payload: { id: created.id } });
      expect(on.json().data.status).toBe(true);
      expect(await auditOf(created.id, 'status')).toHaveLength(2);
      const missing = await app.inject({ method: 'PATCH', url: o.url, headers: auth, payload: { id: 987654321 } });
      expect(missing.statusCode).toBe(404);
    });

    it('spec §9: pages in SQL with a count, default page size 10, page sizes 10/25/50/100 only', async () => {
      const tag = `Sayfa${++serial}`;
      for (let i = 0; i < 12; i++) await create(next(`${tag} ${i}`));
      const first = await list(`search=${tag}`);
      expect(first.json().count).toBe(12);
      expect(first.json().data).toHaveLength(10);
      const second = await list(`search=${tag}&page=2&limit=10`);
      expect(second.json().data).toHaveLength(2);
      const ids = new Set([...first.json().data, ...second.json().data].map((r: Body) => r['id']));
      expect(ids.size).toBe(12);
      expect((await list(`search=${tag}&limit=25`)).json().data).toHaveLength(12);
      const bad = await list('limit=7');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].field).toBe('query.limit');
    });

    it(`sorts by ${o.sort.key} both ways in SQL`, async () => {
      const tag = `Sıra${++serial}`;
      for (let i = 0; i < 4; i++) await create(next(`${tag} ${['Çam', 'Armut', 'Şeftali', 'Üzüm'][i]}`));
      for (const order of ['asc', 'desc'] as const) {
        const res = await list(`search=${tag}&sort=${o.sort.key}&order=${order}&limit=10`);
        expect(res.statusCode, res.body).toBe(200);
        const values = res.json().data.map((r: Body) => r[o.sort.field]);
        const sorted = [...values].sort((a, b) => (typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b)));
        expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
      expect((await list('sort=nope')).statusCode).toBe(400);
    });

    it('DESIGN §2: Turkish search: izmir finds İZMİR and ığdır finds IĞDIR', async () => {
      const izmir = await create(next(`İZMİR ${++serial}`));
      const igdir = await create(next(`IĞDIR ${serial}`));
      const a = (await list('search=izmir&limit=100')).json().data.map((r: Body) => r['id']);
      expect(a).toContain(izmir.id);
      expect(a).not.toContain(igdir.id);
      const b = (await list(`search=${encodeURIComponent('  ığdır ')}&limit=100`)).json().data.map((r: Body) => r['id']);
      expect(b).toContain(igdir.id);
      expect(b).not.toContain(izmir.id);
    });

    if (o.inUse) {
      it('refuses to delete a record in use, naming what uses it, and changes nothing', async () => {
        const created = await create(next());
        const { mentions } = await o.inUse!({ app, fixtures, auth }, created.id);
        const res = await app.inject({ method: 'DELETE', url: `${o.url}?id=${created.id}`, headers: auth });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe(DefinitionErrorCode.InUse);
        expect(res.json().message).toContain(mentions);
        expect((await list(`id=${created.id}`)).statusCode).toBe(200);
        expect(await auditOf(created.id, 'delete')).toHaveLength(0);
      });
    }

    it('spec §6: Support reads but gets 403 on every write', async () => {
      const created = await create(next());
      expect((await list('page=1', support)).statusCode).toBe(200);
      const writes = [
        app.inject({ method: 'POST', url: o.url, headers: support, payload: next() }),
        app.inject({ method: 'PATCH', url: o.url, headers: support, payload: { id: created.id } }),
        app.inject({ method: 'PATCH', url: `${o.url}/editField`, headers: support, payload: { id: created.id, ...o.edit(next(), fixtures) } }),
        app.inject({ method: 'DELETE', url: `${o.url}?id=${created.id}`, headers: support }),
        app.inject({ method: 'POST', url: `${o.url}/import?mode=commit`, headers: { ...support, 'content-type': ImportContentType.csv }, payload: 'a;b\n1;2\n' }),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe(ErrorCode.Forbidden);
      }
      expect((await list(`id=${created.id}`)).json().data).toEqual(created);
    });

    it('spec §6: a field role gets 403 on reads and writes; no token gets 401', async () => {
      expect((await list('page=1', engineer)).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: o.url, headers: engineer, payload: next() })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: `${o.url}/export`, headers: engineer })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: o.url })).statusCode).toBe(401);
    });

    it('every signed-in session reads the same list through …/query, and nothing more', async () => {
      const created = await create(next());
      const own = (await list(`id=${created.id}`)).json();
      const asEngineer = await app.inject({ method: 'GET', url: `${o.url}/query?id=${created.id}`, headers: engineer });
      expect(asEngineer.statusCode, asEngineer.body).toBe(200);
      expect(asEngineer.json()).toEqual(own);
      const page = await app.inject({ method: 'GET', url: `${o.url}/query?page=1&limit=5`, headers: engineer });
      expect(page.json().count).toBe((await list('page=1&limit=5')).json().count);
      expect((await app.inject({ method: 'GET', url: `${o.url}/query?page=0`, headers: engineer })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: `${o.url}/query` })).statusCode).toBe(401);
      expect((await app.inject({ method: 'PATCH', url: `${o.url}/query`, headers: engineer, payload: { id: created.id } })).statusCode).toBe(404);
    });

    it('bad input gets 400 naming the field and writes nothing', async () => {
      const before = (await list('limit=10')).json().count;
      for (const { why, body, field } of [
        ...o.invalid,
        { why: 'not an object', body: () => [] as unknown as Body, field: 'body' },
      ]) {
        const res = await app.inject({ method: 'POST', url: o.url, headers: auth, payload: body(next()) });
        expect(res.statusCode, `${why}: ${res.body}`).toBe(400);
        expect(res.json().code, why).toBe(ErrorCode.Validation);
        if (field !== 'body') expect(res.json().details.map((d: { field: string }) => d.field), why).toContain(`body.${field}`);
      }
      const created = await create(next());
      for (const { why, body, field } of o.invalid) {
        const res = await app.inject({ method: 'PATCH', url: `${o.url}/editField`, headers: auth, payload: { ...body(next()), id: created.id } });
        expect(res.statusCode, `edit, ${why}: ${res.body}`).toBe(400);
        if (field !== 'body') expect(res.json().details.map((d: { field: string }) => d.field), why).toContain(`body.${field}`);
      }
      expect((await list(`id=${created.id}`)).json().data).toEqual(created);
      expect((await list('limit=10')).json().count).toBe(before + 1);
      expect((await app.inject({ method: 'PATCH', url: o.url, headers: auth, payload: { id: 'x' } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'DELETE', url: `${o.url}?id=abc`, headers: auth })).statusCode).toBe(400);
    });

    it('a duplicate natural key gets 409 naming the field', async () => {
      const input = next();
      await create(input);
      const res = await app.inject({ method: 'POST', url: o.url, headers: auth, payload: o.duplicate.body(input) });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe(ErrorCode.Conflict);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(`body.${o.duplicate.field}`);
    });

    it('exports the current filter to CSV and XLSX with the import headers', async () => {
      const tag = `Dışa${++serial}`;
      await create(next(`${tag} bir`));
      await create(next(`${tag} iki`));
      const csv = await app.inject({ method: 'GET', url: `${o.url}/export?format=csv&search=${encodeURIComponent(tag)}`, headers: auth });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/attachment/);
      const sheet = await readSheet(csv.rawPayload, 'csv', { maxRows: 100 });
      expect(sheet.rows).toHaveLength(2);
      expect(sheet.headers).toContain('Durum');
      const xlsx = await app.inject({ method: 'GET', url: `${o.url}/export?format=xlsx&search=${encodeURIComponent(tag)}`, headers: auth });
      expect(xlsx.statusCode).toBe(200);
      expect((await readSheet(xlsx.rawPayload, 'xlsx', { maxRows: 100 })).rows).toHaveLength(2);
    });

    it('imports all rows or none: a file with a bad row writes nothing; a good file writes; re-importing it changes nothing', async () => {
      const tag = `Aktarım${++serial}`;
      const a = await create(next(`${tag} bir`));
      const b = await create(next(`${tag} iki`));
      const exported = await app.inject({ method: 'GET', url: `${o.url}/export?format=csv&search=${encodeURIComponent(tag)}`, headers: auth });
      const sheet = await readSheet(exported.rawPayload, 'csv', { maxRows: 100 });
      for (const r of [a, b]) expect((await app.inject({ method: 'DELETE', url: `${o.url}?id=${r.id}`, headers: auth })).statusCode).toBe(200);
      const good = writeCsv(sheet.headers, sheet.rows.map((r) => r.cells));
      const bad = writeCsv(sheet.headers, [...sheet.rows.map((r) => r.cells), ['', ...sheet.rows[0]!.cells.slice(1)]]);
      const post = (mode: string, body: Buffer) =>
        app.inject({ method: 'POST', url: `${o.url}/import?mode=${mode}`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: body });
      const count = async () => (await list(`search=${encodeURIComponent(tag)}`)).json().count;

      const preview = await post('preview', bad);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data).toMatchObject({ written: false, total: 3, create: 2, invalid: 1 });
      expect(preview.json().data.errors[0]).toMatchObject({ row: 4, column: sheet.headers[0] });
      expect(preview.json().data.errors[0].message).toMatch(/[a-zçğıöşü]/);
      const refused = await post('commit', bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(DefinitionErrorCode.ImportInvalid);
      expect(await count()).toBe(0);

      const written = await post('commit', good);
      expect(written.statusCode, written.body).toBe(200);
      expect(written.json().data).toMatchObject({ written: true, create: 2, update: 0, unchanged: 0 });
      const after = (await list(`search=${encodeURIComponent(tag)}`)).json().data;
      expect(after).toHaveLength(2);

      const again = await post('commit', good);
      expect(again.json().data).toMatchObject({ create: 0, update: 0, unchanged: 2 });
      expect((await list(`search=${encodeURIComponent(tag)}`)).json().data).toEqual(after);
    });

    it('a record id in a JSON body is a number: a string id is refused with 400 naming body.id and changes nothing', async () => {
      const created = await create(next());
      const edit = await app.inject({ method: 'PATCH', url: `${o.url}/editField`, headers: auth, payload: { ...o.edit(next(), fixtures), id: String(created.id) } });
      expect(edit.statusCode, edit.body).toBe(400);
      expect(edit.json().details.map((d: { field: string }) => d.field)).toContain('body.id');
      const toggle = await app.inject({ method: 'PATCH', url: o.url, headers: auth, payload: { id: String(created.id) } });
      expect(toggle.statusCode, toggle.body).toBe(400);
      expect(toggle.json().details.map((d: { field: string }) => d.field)).toContain('body.id');
      expect((await list(`id=${created.id}`)).json().data).toEqual(created);
    });

    it('refuses an unreadable import file with a Turkish message', async () => {
      const res = await app.inject({ method: 'POST', url: `${o.url}/import`, headers: { ...auth, 'content-type': ImportContentType.xlsx }, payload: Buffer.from('PK\u0003\u0004 bozuk') });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(DefinitionErrorCode.ImportUnreadable);
      const headers = await app.inject({ method: 'POST', url: `${o.url}/import`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: 'Yanlış;Başlık\n1;2\n' });
      expect(headers.statusCode).toBe(200);
      expect(headers.json().data.errors.length).toBeGreaterThan(0);
      expect(headers.json().data.errors[0].row).toBe(1);
    });

    it('is documented in the OpenAPI document', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      for (const path of [o.url, `${o.url}/editField`, `${o.url}/export`, `${o.url}/import`]) expect(doc.paths, path).toHaveProperty([path]);
    });
  });
}

export interface ScopedSectionSuiteOptions {
  /** '/api/v1/…/member-plant' */
  url: string;
  /** A role the section's area allows to read and write. */
  role: Role;
  /** Adds the section's routes when it is not part of the app (a test-only section). */
  mount?: (app: TestApp) => Promise<void>;
  /** A valid input, different for every n. */
  valid: (n: number) => Body;
  /** CSV of the section's import with one row of `valid(n)`. */
  importCsv: (input: Body) => string;
}

/** A section with a scope hook shows and changes the signed-in member's records only. */
export function describeScopedSection(title: string, o: ScopedSectionSuiteOptions) {
  describe(`${title}: a member-scoped section`, () => {
    let app: TestApp;
    let mine: Record<string, string>;
    let theirs: Record<string, string>;

    beforeAll(async () => {
      app = await buildTestApp();
      if (o.mount) await o.mount(app);
      // `as` makes a new member for each user: two tenants.
      [mine, theirs] = await Promise.all([as(app, o.role), as(app, o.role)]);
    });
    afterAll(() => app?.close());

    const create = async (headers: Record<string, string>, body: Body) => {
      const res = await app.inject({ method: 'POST', url: o.url, headers, payload: body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Body & { id: number };
    };

    it("another member's record answers 404 to read, edit, status and delete, and stays as it was", async () => {
      const input = o.valid(++serial);
      const record = await create(theirs, input);
      const read = await app.inject({ method: 'GET', url: `${o.url}?id=${record.id}`, headers: mine });
      expect(read.statusCode, read.body).toBe(404);
      const edit = await app.inject({ method: 'PATCH', url: `${o.url}/editField`, headers: mine, payload: { ...o.valid(++serial), id: record.id } });
      expect(edit.statusCode, edit.body).toBe(404);
      const toggle = await app.inject({ method: 'PATCH', url: o.url, headers: mine, payload: { id: record.id } });
      expect(toggle.statusCode, toggle.body).toBe(404);
      const remove = await app.inject({ method: 'DELETE', url: `${o.url}?id=${record.id}`, headers: mine });
      expect(remove.statusCode, remove.body).toBe(404);
      const still = await app.inject({ method: 'GET', url: `${o.url}?id=${record.id}`, headers: theirs });
      expect(still.statusCode).toBe(200);
      expect(still.json().data).toEqual(record);
    });

    it("another member's records are absent from the list, its count and the export", async () => {
      const own = await create(mine, o.valid(++serial));
      const other = await create(theirs, o.valid(++serial));
      const list = (await app.inject({ method: 'GET', url: `${o.url}?limit=100`, headers: mine })).json();
      const ids = list.data.map((r: Body) => r['id']);
      expect(ids).toContain(own.id);
      expect(ids).not.toContain(other.id);
      expect(list.count).toBe(list.data.length);
      const csv = await app.inject({ method: 'GET', url: `${o.url}/export?format=csv`, headers: mine });
      expect(csv.statusCode).toBe(200);
      const sheet = await readSheet(csv.rawPayload, 'csv', { maxRows: 1000 });
      expect(sheet.rows).toHaveLength(list.count);
    });

    it("spec §9: a member's page and its count: every page counts the member's records, past the last page too, and a search that finds nothing counts 0", async () => {
      const fresh = await as(app, o.role);
      const own = [];
      for (let i = 0; i < 3; i += 1) own.push(await create(fresh, o.valid(++serial)));
      const pageOf = async (query: string) => {
        const res = await app.inject({ method: 'GET', url: `${o.url}?${query}`, headers: fresh });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { data: Body[]; count: number; countKind?: string };
      };
      const firstPage = await pageOf('page=1&limit=10');
      expect(firstPage.count).toBe(3);
      expect(firstPage.countKind).toBeUndefined();
      expect(firstPage.data.map((r) => r['id']).sort()).toEqual(own.map((r) => r.id).sort());
      expect(firstPage.data[0]).not.toHaveProperty('pageCount__');
      const pastTheEnd = await pageOf('page=2&limit=10');
      expect(pastTheEnd).toMatchObject({ data: [], count: 3 });
      const nothing = await pageOf('page=1&limit=10&search=zzqqxxyyww');
      expect(nothing).toMatchObject({ data: [], count: 0 });
    });

    it("an import matches the member's own records only: another member's same key is created anew, not overwritten", async () => {
      const input = o.valid(++serial);
      const other = await create(theirs, input);
      const res = await app.inject({ method: 'POST', url: `${o.url}/import?mode=commit`, headers: { ...mine, 'content-type': ImportContentType.csv }, payload: o.importCsv(input) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ create: 1, update: 0, unchanged: 0 });
      const still = await app.inject({ method: 'GET', url: `${o.url}?id=${other.id}`, headers: theirs });
      expect(still.json().data).toEqual(other);
    });
  });
}
