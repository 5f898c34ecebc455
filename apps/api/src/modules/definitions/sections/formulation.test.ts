import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test-support';
import { describeSection } from '../../../platform/crud/section-suite';
import { dataLoggerAuth } from './catalogue-fixtures';
import { createLicence } from './test-fixtures';

const url = '/api/v1/definition/formulation';

describeSection('formulasyon-tanimi (spec §2)', {
  url,
  entity: 'formulation',
  valid: (n, _f, text) => ({ code: `K${n}`, name: `${text ?? 'Formülasyon'} ${n}`, description: `Açıklama ${n}` }),
  edit: (input) => ({ ...input, name: `${String(input['name'])} (yeni)` }),
  check: 'name',
  invalid: [
    { why: 'missing code', body: ({ code: _c, ...rest }) => rest, field: 'code' },
    { why: 'code of the wrong type', body: (v) => ({ ...v, code: 42 }), field: 'code' },
    { why: 'code longer than 6', body: (v) => ({ ...v, code: 'ABCDEFG' }), field: 'code' },
    { why: 'code with a sign', body: (v) => ({ ...v, code: 'E-C' }), field: 'code' },
    { why: 'missing name', body: ({ name: _n, ...rest }) => rest, field: 'name' },
    { why: 'overlong name', body: (v) => ({ ...v, name: 'ş'.repeat(121) }), field: 'name' },
    { why: 'overlong description', body: (v) => ({ ...v, description: 'ç'.repeat(501) }), field: 'description' },
  ],
  duplicate: { body: (v) => ({ ...v, name: 'Başka ad' }), field: 'code' },
  sort: { key: 'name', field: 'name' },
  inUse: async ({ app }, id) => {
    await createLicence(app, { formulationId: id, tradeName: 'Formül Testi 10 EC' });
    return { mentions: 'ruhsat (ör. Formül Testi 10 EC)' };
  },
});

describe('formulasyon-tanimi: codes', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    auth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('takes a lower-case code as upper case, so "ec" and "EC" are the same formulation', async () => {
    const created = await app.inject({ method: 'POST', url, headers: auth, payload: { code: ' zq ', name: 'Deneme' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.code).toBe('ZQ');
    const again = await app.inject({ method: 'POST', url, headers: auth, payload: { code: 'ZQ', name: 'Deneme 2' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Bu kodla kayıtlı bir formülasyon zaten var');
  });

  it('sorts by code and finds a formulation by its Turkish name', async () => {
    for (const [code, name] of [['ZZ2', 'Süspo-emülsiyon'], ['ZZ1', 'Islanabilir toz']]) {
      expect((await app.inject({ method: 'POST', url, headers: auth, payload: { code, name } })).statusCode).toBe(201);
    }
    const byCode = await app.inject({ method: 'GET', url: `${url}?search=zz&sort=code&order=desc`, headers: auth });
    expect(byCode.json().data.map((f: { code: string }) => f.code)).toEqual(['ZZ2', 'ZZ1']);
    const byName = await app.inject({ method: 'GET', url: `${url}?search=${encodeURIComponent('ISLANABİLİR')}`, headers: auth });
    expect(byName.json().data.map((f: { code: string }) => f.code)).toEqual(['ZZ1']);
  });
});
