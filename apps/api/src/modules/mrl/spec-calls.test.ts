// Spec §7 "MRL": the exact calls the MRL screens make, their bodies (snake_case as the spec
// writes them) and answers; §9 the rate list's default limit 1; §4 the toggles.
import { DefinitionErrorCode, ErrorCode, ImportContentType, Role } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/db';
import { as, buildTestApp, type TestApp } from '../../test-support';
import { writeCsv } from '../../platform/crud/files';
import { createActiveSubstanceUsing, createMrlProduct, createMrlRate, createMrlSubstance } from './fixtures';

const api = '/api/v1/mrl';
let app: TestApp;
let auth: Record<string, string>;
let support: Record<string, string>;

const tokenFor = (role: Role) => as(app, role);

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
  app.inject({ method, url: `${api}/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  app = await buildTestApp();
  [auth, support] = await Promise.all([tokenFor(Role.BestnetDataLogger), tokenFor(Role.BestnetSupport)]);
});
afterAll(() => app?.close());

describe('spec §7: mrl/mrl-active-substance', () => {
  it('POST with name answers the new item; GET with page, limit and search lists it; GET with id reads it', async () => {
    const created = await call('POST', 'mrl-active-substance', { name: 'Spirotetramat' });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ id: expect.any(Number), name: 'Spirotetramat', status: true });

    const list = await call('GET', 'mrl-active-substance?page=1&limit=10&search=SPİROTETRAMAT');
    expect(list.json()).toEqual({ data: [item], count: 1 });
    expect((await call('GET', `mrl-active-substance?id=${item.id}`)).json()).toEqual({ data: item });
  });

  it('PATCH with id toggles the status; editField takes name and id; DELETE takes a query id', async () => {
    const { data: item } = (await call('POST', 'mrl-active-substance', { name: 'Fluopyram' })).json();
    const toggled = await call('PATCH', 'mrl-active-substance', { id: item.id });
    expect(toggled.json().data).toMatchObject({ id: item.id, status: false });

    const edited = await call('PATCH', 'mrl-active-substance/editField', { name: 'Fluopyram (toplam)', id: item.id });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: item.id, name: 'Fluopyram (toplam)', status: false });

    const removed = await call('DELETE', `mrl-active-substance?id=${item.id}`);
    expect(removed.json()).toEqual({ data: { id: item.id } });
  });

  it('refuses to delete a substance the active substances still point to, naming one', async () => {
    const substance = await createMrlSubstance(app);
    const used = await createActiveSubstanceUsing(app, substance.id);
    const res = await call('DELETE', `mrl-active-substance?id=${substance.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(DefinitionErrorCode.InUse);
    expect(res.json().message).toContain(`1 aktif madde (ör. ${used.name})`);
  });
});

describe('spec §7: mrl/mrl-plant', () => {
  it('POST takes name, code and sub_code in snake_case; the list answers data and count', async () => {
    const created = await call('POST', 'mrl-plant', { name: 'Mandalina (Klementin)', code: '0110030', sub_code: '001' });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item).toEqual({ id: expect.any(Number), name: 'Mandalina (Klementin)', code: '0110030', sub_code: '001', status: true, sample: false, updatedAt: expect.any(String) });

    const list = await call('GET', 'mrl-plant?page=1&limit=10&search=klementin');
    expect(list.json()).toEqual({ data: [item], count: 1 });
    expect((await call('GET', `mrl-plant?id=${item.id}`)).json().data).toEqual(item);
  });

  it('the product itself (no sub_code) and its sub-product are two products; the same code and sub_code twice is 409', async () => {
    const base = await call('POST', 'mrl-plant', { name: 'Limon', code: '0110040', sub_code: null });
    const sub = await call('POST', 'mrl-plant', { name: 'Misket limonu', code: '0110040', sub_code: '002' });
    expect([base.statusCode, sub.statusCode]).toEqual([201, 201]);
    expect(base.json().data.sub_code).toBeNull();
    const again = await call('POST', 'mrl-plant', { name: 'Limon (yine)', code: '0110040' });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual([{ field: 'body.code', message: 'Bu ürün kodu ve alt kodla kayıtlı bir MRL ürünü zaten var' }]);
  });

  it('PATCH {id} answers data with id and status; editField takes id, name, code and sub_code', async () => {
    const { data: item } = (await call('POST', 'mrl-plant', { name: 'Kivi', code: '0162010', sub_code: '' })).json();
    const toggled = await call('PATCH', 'mrl-plant', { id: item.id });
    expect(toggled.json().data).toMatchObject({ id: item.id, status: false });
    const edited = await call('PATCH', 'mrl-plant/editField', { id: item.id, name: 'Kivi (yeşil, kırmızı, sarı)', code: '0162010', sub_code: '990' });
    expect(edited.json().data).toMatchObject({ id: item.id, name: 'Kivi (yeşil, kırmızı, sarı)', code: '0162010', sub_code: '990', status: false });
  });
});

describe('spec §7, §9: mrl/mrl-rates', () => {
  let tomato: { id: number; name: string; code: string };
  let cherryTomato: { id: number };
  let abamectin: { id: number; name: string };
  let spinosad: { id: number };
  const rates: Array<{ id: number }> = [];

  beforeAll(async () => {
    tomato = await createMrlProduct(app, { name: 'Domates', code: '0231010' });
    cherryTomato = await createMrlProduct(app, { name: 'Kiraz domates', code: '0231010', subCode: '001' });
    const pepper = await createMrlProduct(app, { name: 'Biber', code: '0231020' });
    abamectin = await createMrlSubstance(app, { name: 'Abamectin' });
    spinosad = await createMrlSubstance(app, { name: 'Spinosad' });
    for (const [productId, activeSubstanceId, expireStatus, description] of [
      [tomato.id, abamectin.id, false, 'Türk Gıda Kodeksi'],
      [tomato.id, spinosad.id, true, null],
      [pepper.id, abamectin.id, false, 'İhracat: Irak'],
      [cherryTomato.id, spinosad.id, false, null],
    ] as const) {
      rates.push(await createMrlRate(app, { productId, activeSubstanceId, expireStatus, description }));
    }
  });

  const listOf = async (query: string) => {
    const res = await call('GET', `mrl-rates?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Array<{ id: number }>; count: number };
  };

  it('§9: with no limit and page it answers the first rate only, with the count of all', async () => {
    const first = await listOf('');
    expect(first.data).toHaveLength(1);
    expect(first.count).toBe(4);
    const second = await listOf('page=2');
    expect(second.data).toHaveLength(1);
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    expect((await listOf('limit=100')).data).toHaveLength(4);
    expect((await call('GET', 'mrl-rates?limit=5')).statusCode).toBe(400);
  });

  it('items carry product {id, name, code, sub_code} and active_substance {id, name}; default order is the order of entry, product on request', async () => {
    const { data } = await listOf('limit=10');
    expect(data.map((r) => r.id)).toEqual(rates.map((r) => r.id));
    const byProduct = await listOf('limit=10&sort=product');
    expect(byProduct.data.map((r) => (r as unknown as { product: { name: string } }).product.name)).toEqual(['Biber', 'Domates', 'Domates', 'Kiraz domates']);
    const one = (await call('GET', `mrl-rates?id=${rates[3]!.id}`)).json().data;
    expect(one).toEqual({
      id: rates[3]!.id,
      product: { id: cherryTomato.id, name: 'Kiraz domates', code: '0231010', sub_code: '001' },
      active_substance: { id: spinosad.id, name: 'Spinosad' },
      rate: 0.5,
      description: null,
      date: '2024-01-01',
      market: 'TR',
      status: true,
      expire_status: false,
      sample: false,
      updatedAt: expect.any(String),
    });
  });

  it('filters by expire, plantid and substanceid, and searches product names and codes, substance names and the description', async () => {
    const ids = async (query: string) => (await listOf(`limit=100&${query}`)).data.map((r) => r.id).sort((a, b) => a - b);
    const [a, b, c, d] = rates.map((r) => r.id) as [number, number, number, number];
    expect(await ids('expire=true')).toEqual([b]);
    expect(await ids('expire=false')).toEqual([a, c, d]);
    expect(await ids(`plantid=${tomato.id}`)).toEqual([a, b]);
    expect(await ids(`substanceid=${abamectin.id}`)).toEqual([a, c]);
    expect(await ids(`plantid=${tomato.id}&substanceid=${spinosad.id}&expire=true`)).toEqual([b]);
    expect(await ids('search=DOMATES')).toEqual([a, b, d]);
    expect(await ids('search=0231010')).toEqual([a, b, d]);
    expect(await ids('search=abamectin')).toEqual([a, c]);
    expect(await ids(`search=${encodeURIComponent('ırak')}`)).toEqual([c]);
    expect((await call('GET', 'mrl-rates?expire=evet')).statusCode).toBe(400);
  });

  it('POST takes product, active_substance, rate, description and date; market defaults to TR', async () => {
    const body = { product: tomato.id, active_substance: abamectin.id, rate: 0.09, description: 'Yeni limit', date: '2026-03-01' };
    const created = await call('POST', 'mrl-rates', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ product: { id: tomato.id, name: 'Domates' }, active_substance: { id: abamectin.id, name: 'Abamectin' }, rate: 0.09, market: 'TR', expire_status: false, status: true });
    const eu = await call('POST', 'mrl-rates', { ...body, market: 'eu' });
    expect(eu.json().data.market).toBe('EU');
    const twice = await call('POST', 'mrl-rates', { ...body, rate: 0.1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details[0].field).toBe('body.active_substance');
  });

  it('§4: PATCH {id} toggles status, PATCH expire {id} toggles expire_status only; each answers the row and is audited', async () => {
    const id = rates[0]!.id;
    const status = await call('PATCH', 'mrl-rates', { id });
    expect(status.json().data).toMatchObject({ id, status: false, expire_status: false });
    const expired = await call('PATCH', 'mrl-rates/expire', { id });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json().data).toMatchObject({ id, status: false, expire_status: true });
    const back = await call('PATCH', 'mrl-rates/expire', { id });
    expect(back.json().data).toMatchObject({ id, expire_status: false });
    const audits = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'mrl-rate'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'mrl-rate.expire')));
    expect(audits).toHaveLength(2);
    expect((await call('PATCH', 'mrl-rates/expire', { id: 987_654_321 })).statusCode).toBe(404);
    const denied = await call('PATCH', 'mrl-rates/expire', { id }, support);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(ErrorCode.Forbidden);
  });

  it('editField and DELETE with a query id edit and remove a rate', async () => {
    const { data: rate } = (await call('POST', 'mrl-rates', { product: cherryTomato.id, active_substance: abamectin.id, rate: 0.02, description: null, date: '2025-05-05' })).json();
    const edited = await call('PATCH', 'mrl-rates/editField', { id: rate.id, product: cherryTomato.id, active_substance: abamectin.id, rate: 0.05, description: 'Düzeltme', date: '2025-05-05', market: 'RU' });
    expect(edited.json().data).toMatchObject({ id: rate.id, rate: 0.05, description: 'Düzeltme', market: 'RU' });
    expect((await call('DELETE', `mrl-rates?id=${rate.id}`)).json()).toEqual({ data: { id: rate.id } });
  });

  it('imports rates naming the product by its code (with the sub code after a hyphen) and the substance by name', async () => {
    const headers = ['Ürün Kodu', 'Aktif Madde', 'MRL (mg/kg)', 'Pazar', 'Tarih', 'Açıklama'];
    const file = writeCsv(headers, [
      ['0231010-001', 'Abamectin', '0,015', 'RU', '01.07.2026', 'Rusya limiti'],
      ['0231010', 'Spinosad', '1', '', '2026-07-01', ''],
      ['0231099', 'Abamectin', '1', 'TR', '2026-07-01', ''],
      ['0231010', 'Yok böyle madde', '1', 'TR', '2026-07-01', ''],
    ]);
    const post = (mode: string, body: Buffer) => app.inject({ method: 'POST', url: `${api}/mrl-rates/import?mode=${mode}`, headers: { ...auth, 'content-type': ImportContentType.csv }, payload: body });
    const preview = (await post('preview', file)).json().data;
    expect(preview).toMatchObject({ total: 4, create: 2, invalid: 2 });
    expect(preview.errors).toEqual([
      { row: 4, column: 'Ürün Kodu', message: "'0231099' adlı MRL ürünü bulunamadı" },
      { row: 5, column: 'Aktif Madde', message: "'Yok böyle madde' adlı MRL aktif maddesi bulunamadı" },
    ]);
    const good = writeCsv(headers, [
      ['0231010-001', 'Abamectin', '0,015', 'RU', '01.07.2026', 'Rusya limiti'],
      ['0231010', 'Spinosad', '1', '', '2026-07-01', ''],
    ]);
    expect((await post('commit', good)).json().data).toMatchObject({ written: true, create: 2 });
    const russian = (await listOf(`limit=10&plantid=${cherryTomato.id}&substanceid=${abamectin.id}`)).data as unknown as Array<{ rate: number; market: string; date: string }>;
    expect(russian).toEqual([expect.objectContaining({ rate: 0.015, market: 'RU', date: '2026-07-01' })]);
    expect((await listOf(`limit=10&plantid=${tomato.id}&substanceid=${spinosad.id}`)).data).toContainEqual(expect.objectContaining({ market: 'TR', date: '2026-07-01', rate: 1 }));
  });
});
