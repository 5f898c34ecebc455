// NUL in text input: the shared text schemas refuse it with a field message
// before anything reaches PostgreSQL, which cannot store it; nothing is written.
import { controlCharsMessage, ErrorCode, ImportContentType, invalidUnicodeMessage } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, pageHeaders, signedIn, type TestApp } from './test-support';
import { dataLoggerAuth } from './modules/definitions/sections/test-fixtures';
import * as prescriptionKit from './test-support';
import { contactMessages, formulations, plantNutritionProducts, prescriptions, unitsOfMeasure, users } from './platform/db';
import { pathNotUtf8Message, pathTooLongMessage } from './platform/errors';
import { notUtf8Message, queryNotUtf8Message } from './platform/text-input';

const NUL = '\u0000';

function expectFieldRefusal(res: { statusCode: number; body: string; json: () => unknown }, field: string, label: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: string; details: Array<{ field: string; message: string }> };
  expect(body.code).toBe(ErrorCode.Validation);
  expect(body.details).toContainEqual({ field, message: controlCharsMessage(label) });
}

describe('NUL in text input answers 400 with a field message and writes nothing', () => {
  let app: TestApp;
  let definitionsAuth: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { DEV_MAILBOX: 'true' } });
    definitionsAuth = await dataLoggerAuth(app);
  });
  afterAll(() => app?.close());

  it('POST auth/register', async () => {
    const email = 'nul.deneme@ornek.com.tr';
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: pageHeaders('rct'),
      payload: {
        accountType: 'individual',
        name: `Meh${NUL}met`,
        surname: 'Yıldırım',
        email,
        phone: '+905330009999',
        password: 'Zeytin-Bahçesi-2026',
        app: 1,
        kvkkConsent: true,
        termsConsent: true,
      },
    });
    expectFieldRefusal(res, 'body.name', 'Ad');
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('PATCH portalUser/me', async () => {
    const { user } = await createUser(app);
    const { token } = await signedIn(app, user.email);
    const res = await app.inject({ method: 'PATCH', url: '/api/v1/portalUser/me', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Ömer', surname: `Işık${NUL}` } });
    expectFieldRefusal(res, 'body.surname', 'Soyad');
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: user.name, surname: user.surname });
  });

  it('POST contact', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { host: 'rct.localhost' },
      payload: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Soru', message: `Merhaba,${NUL} bir sorum var.`, kvkkConsent: true },
    });
    expectFieldRefusal(res, 'body.message', 'Mesaj');
    expect((await app.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(0);
  });

  it('creating and editing a definition', async () => {
    const url = '/api/v1/definition/formulation';
    const before = (await app.db.select({ n: count() }).from(formulations))[0]!.n;
    const created = await app.inject({ method: 'POST', url, headers: definitionsAuth, payload: { code: 'NL', name: `Nul${NUL}formül` } });
    expectFieldRefusal(created, 'body.name', 'Formülasyon adı');
    const multiLine = await app.inject({ method: 'POST', url, headers: definitionsAuth, payload: { code: 'NL', name: 'Formül', description: `1. satır\n2.${NUL}` } });
    expectFieldRefusal(multiLine, 'body.description', 'Açıklama');
    expect((await app.db.select({ n: count() }).from(formulations))[0]!.n).toBe(before);

    const ok = await app.inject({ method: 'POST', url, headers: definitionsAuth, payload: { code: 'NL', name: 'Formül', description: '1. satır\n2. satır' } });
    expect(ok.statusCode, ok.body).toBe(201);
    const { id } = ok.json().data;
    const edited = await app.inject({ method: 'PATCH', url: `${url}/editField`, headers: definitionsAuth, payload: { id, code: 'NL', name: `Yeni${NUL}` } });
    expectFieldRefusal(edited, 'body.name', 'Formülasyon adı');
    expect((await app.db.select().from(formulations).where(eq(formulations.id, id)))[0]).toMatchObject({ name: 'Formül' });
  });

  it('the search of a list and of an export, and the dev mailbox filter', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/definition/formulation?search=ab%00c', headers: definitionsAuth });
    expectFieldRefusal(list, 'query.search', 'Arama');
    const exported = await app.inject({ method: 'GET', url: '/api/v1/definition/formulation/export?search=%00', headers: definitionsAuth });
    expectFieldRefusal(exported, 'query.search', 'Arama');
    const mailbox = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?to=a%00b' });
    expectFieldRefusal(mailbox, 'query.to', 'Alıcı');
    const page = await app.inject({ method: 'GET', url: '/api/v1/dev/mailbox/page?to=a%00b' });
    expectFieldRefusal(page, 'query.to', 'Alıcı');
  });

  it('a CSV import with a NUL after its first 8 KB', async () => {
    const before = (await app.db.select({ n: count() }).from(formulations))[0]!.n;
    const rows = Array.from({ length: 400 }, (_, i) => `K${i};Formülasyon ${i};Açıklama`).join('\n');
    const body = `Kod;Formülasyon Adı;Açıklama\n${rows}\nZZ;Son${NUL}satır;x\n`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(8192);
    const res = await app.inject({ method: 'POST', url: '/api/v1/definition/formulation/import?mode=commit', headers: { ...definitionsAuth, 'content-type': ImportContentType.csv }, payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('IMPORT_UNREADABLE');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`Kod\tFormülasyon Adı\nZZ\tSon${NUL}satır\n`, 'utf16le')]);
    const res16 = await app.inject({ method: 'POST', url: '/api/v1/definition/formulation/import?mode=commit', headers: { ...definitionsAuth, 'content-type': ImportContentType.csv }, payload: utf16 });
    expect(res16.statusCode, res16.body).toBe(400);
    expect(res16.json().code).toBe('IMPORT_UNREADABLE');
    expect((await app.db.select({ n: count() }).from(formulations))[0]!.n).toBe(before);
  });
});

describe('invalid Unicode in text input answers 400 naming the field and writes nothing', () => {
  let app: prescriptionKit.TestApp;
  let engineer: Record<string, string>;
  let planBody: (overrides: Record<string, unknown>, row?: Record<string, unknown>) => Record<string, unknown>;
  beforeAll(async () => {
    app = await prescriptionKit.buildTestApp();
    const ref = await prescriptionKit.referenceIds(app);
    engineer = (await prescriptionKit.prescribingMember(app, ref)).engineer;
    const [product] = await app.db.select({ id: plantNutritionProducts.id }).from(plantNutritionProducts).limit(1);
    const [unit] = await app.db.select({ id: unitsOfMeasure.id }).from(unitsOfMeasure).where(eq(unitsOfMeasure.symbol, 'kg/da'));
    planBody = (overrides, row = {}) => ({
      plantId: ref.tomato,
      plantingType: 1,
      fertilizationInfo: 'Damla sulama ile verilecek.',
      prescriptionTitle: 'Sera domatesi gübreleme programı',
      fertilizationPlans: [{ key: 'r1', stage: 'vegetative', plantNutritionProductId: product!.id, dose: 1, doseUnitId: unit!.id, method: 'drip', applications: 1, ...row }],
      ...overrides,
    });
  });
  afterAll(() => app?.close());

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/prescription/fertilization-template', headers: engineer, payload: payload as object });

  it('a lone surrogate in a fertilization template (stored as JSON) is refused per field, top level and in a plan row', async () => {
    const before = await app.db.$count(prescriptions);
    const info = await post(planBody({ fertilizationInfo: 'Damla \ud800 sulama' }));
    expect(info.statusCode, info.body).toBe(400);
    expect(info.json().details).toContainEqual({ field: 'body.fertilizationInfo', message: invalidUnicodeMessage('Genel gübreleme bilgisi') });
    const note = await post(planBody({}, { notes: 'Sabah \udc00' }));
    expect(note.statusCode, note.body).toBe(400);
    expect(note.json().details).toContainEqual({ field: 'body.fertilizationPlans.0.notes', message: invalidUnicodeMessage('Not') });
    expect(await app.db.$count(prescriptions)).toBe(before);
    // A real pair (an emoji) is text like any other.
    const ok = await post(planBody({ fertilizationInfo: 'Damla sulama 🌱' }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.fertilizationInfo).toBe('Damla sulama 🌱');
  });

  it('a JSON body whose bytes are not UTF-8 is refused, not stored as U+FFFD', async () => {
    const before = await app.db.$count(prescriptions);
    const json = Buffer.from(JSON.stringify(planBody({ fertilizationInfo: 'XX' })));
    const at = json.indexOf('XX');
    json[at] = 0xff;
    json[at + 1] = 0xfe;
    const res = await app.inject({ method: 'POST', url: '/api/v1/prescription/fertilization-template', headers: { ...engineer, 'content-type': 'application/json' }, payload: json });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.Validation, details: [{ field: 'body', message: notUtf8Message }] });
    expect(await app.db.$count(prescriptions)).toBe(before);
  });

  it('a UTF-16 CSV import with a lone surrogate in a row is refused, never a 500, and writes nothing', async () => {
    const definitions = await dataLoggerAuth(app);
    const before = (await app.db.select({ n: count() }).from(formulations))[0]!.n;
    const csv = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Kod\tFormülasyon Adı\tAçıklama\nYY\tYarım \ud800 formül\tx\n', 'utf16le')]);
    const res = await app.inject({ method: 'POST', url: '/api/v1/definition/formulation/import?mode=commit', headers: { ...definitions, 'content-type': ImportContentType.csv }, payload: csv });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'IMPORT_UNREADABLE', message: expect.stringContaining('Unicode') });
    expect((await app.db.select({ n: count() }).from(formulations))[0]!.n).toBe(before);
  });

  it('a query value whose escapes are not UTF-8 is refused naming it; a literal % is text', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/v1/prescription?search=a%ED%A0%80b', headers: engineer });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'query.search', message: queryNotUtf8Message }]);
    const literal = await app.inject({ method: 'GET', url: '/api/v1/prescription?search=100%25%20%C3%A7', headers: engineer });
    expect(literal.statusCode, literal.body).toBe(200);
  });

  it('a path value whose escapes are not UTF-8, or one over the length limit, is refused in the envelope (the router refuses it before any route)', async () => {
    for (const url of ['/api/v1/public/lot/%FF', '/api/v1/prescription/verify/%C0%80']) {
      const bad = await app.inject({ method: 'GET', url });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toEqual({ code: ErrorCode.Validation, message: pathNotUtf8Message, details: [{ field: 'params', message: pathNotUtf8Message }] });
    }
    const long = await app.inject({ method: 'GET', url: `/api/v1/public/lot/${'a'.repeat(200)}` });
    expect(long.statusCode, long.body).toBe(414);
    expect(long.json()).toEqual({ code: ErrorCode.Validation, message: pathTooLongMessage, details: [{ field: 'params', message: pathTooLongMessage }] });
  });
});
