// On PostgreSQL (PGlite without TEST_DATABASE_URL): the single search box's
// typeahead across the four sections at once, Turkish-folded (`hiyar`, `HIYAR`, `hıyar` are one
// term), names starting with the term first, at most five per section, active records only.
import { Role, SUGGEST_PER_SECTION, type SuggestResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubstances, plants } from '../../platform/db';
import { searchTextOf } from '../../platform/db/schema/reference/search-text';
import { dataOf, getSearch, ids, makeLicence, makeOrganism, makePlant, searchApp, setPassive, type TestApp } from './test-kit';
import { as } from '../../test-support';

describe('GET search/suggest', () => {
  let app: TestApp;
  let engineer: Record<string, string>;
  let id: ReturnType<typeof ids>;
  const suggest = (q: string) => dataOf<SuggestResponse['data']>(app, `suggest?q=${encodeURIComponent(q)}`, engineer);

  beforeAll(async () => {
    app = await searchApp();
    engineer = await as(app, Role.Muhendis);
    id = ids(app);
  });
  afterAll(() => app?.close());

  it('finds a plant, an organism, a licence and a substance by ASCII, upper-case and Turkish spellings alike', async () => {
    const hiyar = await suggest('hiyar');
    expect(hiyar.plants.map((h) => h.label)).toEqual(['Hıyar']);
    expect(await suggest('HIYAR')).toEqual(hiyar);
    expect(await suggest('hıyar')).toEqual(hiyar);
    expect(hiyar.plants[0]).toEqual({ id: await id.plant('Hıyar'), label: 'Hıyar', detail: 'Cucumis sativus' });

    const mite = await suggest('iki noktali kirmizi');
    expect(mite['harmful-orgs'].map((h) => h.label)).toEqual(['İki noktalı kırmızı örümcek']);
    expect(await suggest('İKİ NOKTALI KIRMIZI')).toEqual(mite);
    expect(await suggest('ıkı noktalı kırmızı')).toEqual(mite);
    // ş, ı, ğ, ç: Kışlık tilkikuyruğu.
    expect((await suggest('KIŞLIK tilkikuyrugu'))['harmful-orgs'].map((h) => h.label)).toEqual(['Kışlık tilkikuyruğu']);
    expect((await suggest('kislik tilkikuyruğu'))['harmful-orgs'].map((h) => h.label)).toEqual(['Kışlık tilkikuyruğu']);

    const licence = (await suggest('İNDOKOR')).licenses;
    expect(licence).toEqual([{ id: await id.licence('İndokor 150 SC'), label: 'İndokor 150 SC', detail: 'ÖRN-2012/0366 · Boğaziçi Agro İthalat ve Tic. A.Ş.' }]);
    expect((await suggest('indokor')).licenses).toEqual(licence);
    // By licence number too.
    expect((await suggest('örn-2012/0366')).licenses).toEqual(licence);

    const sulphur = (await suggest('kukurt'))['active-substances'];
    expect(sulphur).toEqual([{ id: await id.substance('Kükürt'), label: 'Kükürt', detail: '7704-34-9 · İnorganik kükürt' }]);
    expect((await suggest('KÜKÜRT'))['active-substances']).toEqual(sulphur);
  });

  it('searches all four sections at once, names starting with the term first, then in Turkish order, at most five each', async () => {
    await makePlant(app, 'Arama Ayvası');
    await makePlant(app, 'Ayvacık Arama');
    // 'Arama Ayvası' sorts first alphabetically, but only contains the term.
    expect((await suggest('ayva')).plants.map((h) => h.label)).toEqual(['Ayva', 'Ayvacık Arama', 'Arama Ayvası']);

    const domates = await suggest('domates');
    expect(domates.plants.map((h) => h.label)).toEqual(['Domates']);
    expect(domates['harmful-orgs'].map((h) => h.label)).toEqual(['Domates güvesi', 'Domates küllemesi', 'Domates mildiyösü']);
    expect(domates.licenses).toEqual([]);

    // Six of each kind share a term: five are suggested, in order.
    const tomato = await id.plant('Domates');
    const moth = await id.organism('Domates güvesi');
    for (let n = 1; n <= 6; n++) {
      await makePlant(app, `Sınırbitki ${n}`);
      await makeOrganism(app, `Sınırbitki zararlısı ${n}`);
      await makeLicence(app, { tradeName: `Sınırbitki İlacı ${n}`, substances: ['Spinosad'], uses: [{ plantId: tomato, organismId: moth, phiDays: 3 }] });
      await app.db.insert(activeSubstances).values({ name: `Sınırbitki maddesi ${n}`, searchText: searchTextOf(`Sınırbitki maddesi ${n}`) });
    }
    const wide = await suggest('SINIRBİTKİ');
    expect(wide.plants.map((h) => h.label)).toEqual([1, 2, 3, 4, 5].map((n) => `Sınırbitki ${n}`));
    expect(wide['harmful-orgs'].map((h) => h.label)).toEqual([1, 2, 3, 4, 5].map((n) => `Sınırbitki zararlısı ${n}`));
    expect(wide.licenses.map((h) => h.label)).toEqual([1, 2, 3, 4, 5].map((n) => `Sınırbitki İlacı ${n}`));
    expect(wide['active-substances'].map((h) => h.label)).toEqual([1, 2, 3, 4, 5].map((n) => `Sınırbitki maddesi ${n}`));
    expect(wide.plants).toHaveLength(SUGGEST_PER_SECTION);
  });

  it('the last token is still being typed: the start of a licence number finds it in the typeahead; the submitted list keeps numbers whole, with no near misses for a number (issue 28 §9)', async () => {
    const indokor = { id: await id.licence('İndokor 150 SC'), label: 'İndokor 150 SC', detail: 'ÖRN-2012/0366 · Boğaziçi Agro İthalat ve Tic. A.Ş.' };
    expect((await suggest('örn-2012/036')).licenses).toEqual([indokor]);
    expect((await suggest('ÖRN-2012/03')).licenses.map((h) => h.label)).toContain('İndokor 150 SC');
    const res = await getSearch(app, `suggest?q=${encodeURIComponent('örn-2099/9')}`, engineer);
    expect(res.json()).toEqual({ data: { licenses: [], plants: [], 'harmful-orgs': [], 'active-substances': [] }, suggestions: [] });
    const list = await getSearch(app, `licenses?search=${encodeURIComponent('ÖRN-2012/036')}`, engineer);
    expect(list.json()).toEqual({ data: [], count: 0, suggestions: [] });
  });

  it('a two-letter term matches the start of a word (served by the trigram index); three letters match anywhere', async () => {
    await makePlant(app, 'Zqara Bitki');
    await makePlant(app, 'Bitki Zqara');
    await makePlant(app, 'Bizqara Bitki');
    expect((await suggest('ZQ')).plants.map((h) => h.label)).toEqual(['Zqara Bitki', 'Bitki Zqara']);
    expect((await suggest('zqa')).plants.map((h) => h.label)).toEqual(['Zqara Bitki', 'Bitki Zqara', 'Bizqara Bitki']);
  });

  it('leaves passive records out', async () => {
    const plant = await makePlant(app, 'Pasif Enginar');
    expect((await suggest('enginar')).plants.map((h) => h.label)).toEqual(['Pasif Enginar']);
    await setPassive(app, plants, plant.id);
    expect((await suggest('enginar')).plants).toEqual([]);
  });

  it('refuses a term shorter than two characters, a missing or an overlong one with 400 and the field', async () => {
    for (const query of ['q=a', 'q=%20%20', '', `q=${'a'.repeat(101)}`, 'q=ab%00']) {
      const res = await getSearch(app, `suggest?${query}`, engineer);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details[0].field).toBe('query.q');
    }
  });
});
