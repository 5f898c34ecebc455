// On PostgreSQL (PGlite without TEST_DATABASE_URL): "what can I use on this plant
// against this pest?" on a plant and an organism of the test's own, whose products differ in
// exactly what the ranking and the filters look at: validity, PHI, bee toxicity, B-Reçete
// substances, mode-of-action groups and low-risk substances. Each filter at its boundary.
import { Role, type UsesResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harmfulOrganisms, licenceDetails, licences } from '../../platform/db';
import { dataOf, getSearch, makeLicence, makeOrganism, makePlant, searchApp, setPassive, type TestApp, type TestLicence } from './test-kit';
import { as } from '../../test-support';

describe('GET search/uses', () => {
  let app: TestApp;
  let engineer: Record<string, string>;
  let plantId: number;
  let organismId: number;
  const uses = (query = '') => dataOf<UsesResponse['data']>(app, `uses?plantId=${plantId}&harmfulOrganismId=${organismId}${query}`, engineer);
  const ranked = async (query = '') => (await uses(query)).options.map((o) => o.tradeName.replace('Çapa ', ''));

  beforeAll(async () => {
    app = await searchApp();
    engineer = await as(app, Role.Muhendis);
    plantId = (await makePlant(app, 'Sınama Biberi')).id;
    organismId = (await makeOrganism(app, 'Sınama tırtılı')).id;
    const product = (name: string, phiDays: number | null, beeToxicity: TestLicence['beeToxicity'], substances: string[], extra: Partial<TestLicence> = {}) =>
      makeLicence(app, { tradeName: `Çapa ${name}`, substances, beeToxicity, uses: [{ plantId, organismId, phiDays }], ...extra });
    await product('A', 7, 'high', ['Abamectin']); // IRAC 6, B-Reçete
    await product('B', 3, 'low', ['Acetamiprid']); // IRAC 4A
    await product('C', null, 'none', ['Spinosad']); // IRAC 5, low-risk; no PHI
    await product('D', 3, 'high', ['Chlorantraniliprole']); // IRAC 28
    await product('E', 3, 'low', ['Deltamethrin']); // IRAC 3A, B-Reçete
    await product('F', 1, 'none', ['Spinosad'], { licenceStatus: 'cancelled' });
    await product('G', 3, 'low', ['Bacillus thuringiensis subsp. kurstaki', 'Spinosad']); // both low-risk
    await product('H', 2, 'low', ['Acetamiprid'], { expiryDate: '2024-12-31' });
    await product('I', 3, null, ['Acetamiprid']); // bee toxicity not stated: not bee-safe
    const passiveUse = await product('J', 0, 'none', ['Spinosad']);
    await setPassive(app, licenceDetails, passiveUse.detailIds[0]!);
    const passiveLicence = await product('K', 0, 'none', ['Spinosad']);
    await setPassive(app, licences, passiveLicence.id);
  });
  afterAll(() => app?.close());

  it('ranks valid products by PHI (none last), bee-safe first, fewer B-Reçete substances, then trade name; passive uses and licences are out', async () => {
    const answer = await uses();
    expect(answer.plant).toEqual({ id: plantId, name: 'Sınama Biberi' });
    expect(answer.harmfulOrganism).toEqual({ id: organismId, name: 'Sınama tırtılı' });
    // PHI 3: bee-safe B, G (no B-Reçete substance, by name) and E (one); then D and I (not bee-safe); PHI 7: A; no PHI: C.
    expect(await ranked()).toEqual(['B', 'G', 'E', 'D', 'I', 'A', 'C']);
    expect(answer.options.every((o) => o.validToday && o.licenceStatus === 'valid')).toBe(true);
    // Not valid today (cancelled F, expired H) only when asked for, after the valid ones.
    expect(await ranked('&includeInvalid=true')).toEqual(['B', 'G', 'E', 'D', 'I', 'A', 'C', 'F', 'H']);
    const shown = (await uses('&includeInvalid=true')).options;
    expect(shown.find((o) => o.tradeName === 'Çapa F')).toMatchObject({ licenceStatus: 'cancelled', validToday: false });
    expect(shown.find((o) => o.tradeName === 'Çapa H')).toMatchObject({ licenceStatus: 'valid', validToday: false });
  });

  it('an option carries what the comparison shows', async () => {
    const b = (await uses()).options[0]!;
    expect(b).toMatchObject({
      tradeName: 'Çapa B',
      licenceStatus: 'valid',
      validToday: true,
      company: { name: 'Anadolu Bitki Koruma Sanayi A.Ş.' },
      formulation: { code: 'SC' },
      licenceGroup: { name: 'İnsektisit' },
      beeToxicity: 'low',
      lowRisk: false,
      activeSubstances: [{ name: 'Acetamiprid', concentration: 100, concentrationUnit: 'g/L', moaScheme: 'IRAC', moaCode: '4A', prescriptionRequired: false }],
      doseMin: 10,
      doseMax: 20,
      doseUnit: { symbol: 'ml/da' },
      phiDays: 3,
      maxApplications: 2,
    });
    expect(typeof b.licenceDetailId).toBe('number');
  });

  it('maxPhiDays keeps a PHI equal to N and drops N + 1; a use without a PHI always passes', async () => {
    expect(await ranked('&maxPhiDays=7')).toEqual(['B', 'G', 'E', 'D', 'I', 'A', 'C']);
    expect(await ranked('&maxPhiDays=6')).toEqual(['B', 'G', 'E', 'D', 'I', 'C']);
    expect(await ranked('&maxPhiDays=3')).toEqual(['B', 'G', 'E', 'D', 'I', 'C']);
    expect(await ranked('&maxPhiDays=2')).toEqual(['C']);
    expect(await ranked('&maxPhiDays=0')).toEqual(['C']);
    expect(await ranked('&maxPhiDays=1&includeInvalid=true')).toEqual(['C', 'F']);
    expect(await ranked('&maxPhiDays=2&includeInvalid=true')).toEqual(['C', 'F', 'H']);
  });

  it('beeSafe keeps bee toxicity none or low (not high, not unstated)', async () => {
    expect(await ranked('&beeSafe=true')).toEqual(['B', 'G', 'E', 'C']);
    expect(await ranked('&beeSafe=false')).toEqual(['B', 'G', 'E', 'D', 'I', 'A', 'C']);
  });

  it('excludeMoa leaves out products with any substance in the last-used groups (resistance rotation)', async () => {
    expect(await ranked('&excludeMoa=IRAC%206')).toEqual(['B', 'G', 'E', 'D', 'I', 'C']);
    expect(await ranked(`&excludeMoa=${encodeURIComponent('IRAC 3A,IRAC 28')}`)).toEqual(['B', 'G', 'I', 'A', 'C']);
    // G has Spinosad beside the Bacillus: one substance in the group is enough to drop it.
    expect(await ranked('&excludeMoa=IRAC%205')).toEqual(['B', 'E', 'D', 'I', 'A']);
    expect(await ranked('&excludeMoa=FRAC%2011')).toEqual(['B', 'G', 'E', 'D', 'I', 'A', 'C']);
  });

  it('lowRisk keeps products whose every substance is biological / low-risk', async () => {
    expect(await ranked('&lowRisk=true')).toEqual(['G', 'C']);
    const options = (await uses()).options;
    expect(options.filter((o) => o.lowRisk).map((o) => o.tradeName)).toEqual(['Çapa G', 'Çapa C']);
    // The filters combine.
    expect(await ranked('&lowRisk=true&maxPhiDays=3&beeSafe=true')).toEqual(['G', 'C']);
    expect(await ranked('&lowRisk=true&excludeMoa=IRAC%2011A')).toEqual(['C']);
  });

  it('an unknown or passive plant or organism is 404; bad values are 400 with the field', async () => {
    expect((await getSearch(app, `uses?plantId=999999999&harmfulOrganismId=${organismId}`, engineer)).statusCode).toBe(404);
    expect((await getSearch(app, `uses?plantId=${plantId}&harmfulOrganismId=999999999`, engineer)).json()).toMatchObject({ code: 'NOT_FOUND' });
    const passive = await makeOrganism(app, 'Sınama pasif zararlı');
    await setPassive(app, harmfulOrganisms, passive.id);
    expect((await getSearch(app, `uses?plantId=${plantId}&harmfulOrganismId=${passive.id}`, engineer)).statusCode).toBe(404);

    const cases: [string, string][] = [
      [`uses?harmfulOrganismId=${organismId}`, 'query.plantId'],
      [`uses?plantId=${plantId}`, 'query.harmfulOrganismId'],
      [`uses?plantId=x&harmfulOrganismId=${organismId}`, 'query.plantId'],
      [`uses?plantId=${plantId}&harmfulOrganismId=${organismId}&maxPhiDays=-1`, 'query.maxPhiDays'],
      [`uses?plantId=${plantId}&harmfulOrganismId=${organismId}&maxPhiDays=366`, 'query.maxPhiDays'],
      [`uses?plantId=${plantId}&harmfulOrganismId=${organismId}&maxPhiDays=2.5`, 'query.maxPhiDays'],
      [`uses?plantId=${plantId}&harmfulOrganismId=${organismId}&beeSafe=evet`, 'query.beeSafe'],
      [`uses?plantId=${plantId}&harmfulOrganismId=${organismId}&excludeMoa=IRAC`, 'query.excludeMoa'],
      [`uses?plantId=${plantId}&harmfulOrganismId=${organismId}&excludeMoa=IRAC%204A,XRAC%201`, 'query.excludeMoa'],
      [`uses?plantId=${plantId}&harmfulOrganismId=${organismId}&lowRisk=1`, 'query.lowRisk'],
    ];
    for (const [url, field] of cases) {
      const res = await getSearch(app, url, engineer);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field), url).toContain(field);
    }
  });
});
