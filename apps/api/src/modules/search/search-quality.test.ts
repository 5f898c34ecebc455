// On PostgreSQL (PGlite without TEST_DATABASE_URL): search finds what a Turkish grower types,
// on the sample data: Turkish spellings of ISO names and back, aliases (common names, Latin
// names), typos, words in any order, codes with or without their space and with a decimal
// comma, licences through the crops and pests they are registered for; ranked exact name,
// alias, prefix, all words, similar; "did you mean" when nothing matches; bad input never a 500.
import { Role, type SuggestResponse, type UsesResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test-support';
import { getSearch, ids, makePlant, searchApp, type TestApp } from './test-kit';

type Section = 'licenses' | 'plants' | 'harmful-orgs' | 'active-substances';
interface Answer {
  data: Array<{ name?: string; tradeName?: string }>;
  count: number;
  suggestions?: string[];
}

/** [section, what is typed, the expected first result]. */
const QUERIES: Array<[Section, string, string]> = [
  // Turkish spelling of the ISO name, and the ISO name typed in any case
  ['active-substances', 'abamektin', 'Abamectin'],
  ['active-substances', 'ABAMEKTİN', 'Abamectin'],
  ['active-substances', 'asetamiprid', 'Acetamiprid'],
  ['active-substances', 'klorantraniliprol', 'Chlorantraniliprole'],
  ['active-substances', 'deltametrin', 'Deltamethrin'],
  ['active-substances', 'tebukonazol', 'Tebuconazole'],
  ['active-substances', 'difenokonazol', 'Difenoconazole'],
  ['active-substances', 'azoksistrobin', 'Azoxystrobin'],
  ['active-substances', 'glifosat', 'Glyphosate'],
  ['active-substances', 'mankozeb', 'Mancozeb'],
  ['active-substances', 'kaptan', 'Captan'],
  ['active-substances', 'piriproksifen', 'Pyriproxyfen'],
  ['active-substances', 'metalaksil', 'Metalaxyl-M'],
  ['active-substances', 'emamektin', 'Emamectin benzoate'],
  ['active-substances', 'tebuconazol', 'Tebuconazole'],
  // words in another order, codes and numbers
  ['active-substances', 'lambda sihalotrin', 'Lambda-cyhalothrin'],
  ['active-substances', 'sihalotrin lambda', 'Lambda-cyhalothrin'],
  ['active-substances', '2,4-D', '2,4-D'],
  ['active-substances', 'IRAC 28', 'Chlorantraniliprole'],
  ['active-substances', '71751-41-2', 'Abamectin'],
  // synonyms (aliases): the Turkish word for an ISO name and back
  ['active-substances', 'sülfür', 'Kükürt'],
  ['active-substances', 'sulphur', 'Kükürt'],
  ['active-substances', 'copper', 'Bakır hidroksit'],
  // a typo: the similarity fallback
  ['active-substances', 'abamectn', 'Abamectin'],
  ['active-substances', 'deltametrn', 'Deltamethrin'],
  // plants: common names, Latin names, order, typo
  ['plants', 'salatalık', 'Hıyar'],
  ['plants', 'SALATALIK', 'Hıyar'],
  ['plants', 'mandalina', 'Mandarin'],
  ['plants', 'domates', 'Domates'],
  ['plants', 'seker pancari', 'Şeker pancarı'],
  ['plants', 'pancarı şeker', 'Şeker pancarı'],
  ['plants', 'domtes', 'Domates'],
  ['plants', 'Solanum lycopersicum', 'Domates'],
  ['plants', 'pirinç', 'Çeltik'],
  ['plants', 'antep fistigi', 'Antep fıstığı'],
  // harmful organisms: an exact alias outranks a partial name, Latin names, order
  ['harmful-orgs', 'kırmızı örümcek', 'İki noktalı kırmızı örümcek'],
  ['harmful-orgs', 'beyaz sinek', 'Sera beyazsineği'],
  ['harmful-orgs', 'tuta absoluta', 'Domates güvesi'],
  ['harmful-orgs', 'külleme', 'Bağ küllemesi'],
  ['harmful-orgs', 'gri küf', 'Kurşuni küf'],
  ['harmful-orgs', 'botrytis', 'Kurşuni küf'],
  ['harmful-orgs', 'yulaf yabani', 'Yabani yulaf'],
  ['harmful-orgs', 'kolorado', 'Patates böceği'],
  // licences: codes with or without the space, a decimal comma, the number, crops and pests
  ['licenses', 'indokor', 'İndokor 150 SC'],
  ['licenses', 'İNDOKOR 150 SC', 'İndokor 150 SC'],
  ['licenses', 'indokor 150sc', 'İndokor 150 SC'],
  ['licenses', 'deltasan 2,5', 'Deltasan 2.5 EC'],
  ['licenses', 'siprodiks 62,5 wg', 'Siprodiks 62.5 WG'],
  ['licenses', 'ÖRN-2014/0231', 'Akarmek 18 EC'],
  ['licenses', 'mısır', 'Mısırsan 40 OD'],
  ['licenses', 'kokarca', 'Lamdakor 5 EC'],
  ['licenses', 'abamektin', 'Akarmek 18 EC'],
  ['licenses', 'salkım güvesi', 'Emaktin 5 SG'],
];

describe('search finds what a Turkish grower types (issue: SRC search)', () => {
  let app: TestApp;
  let engineer: Record<string, string>;
  const list = async (section: Section, query: string): Promise<Answer> => {
    const res = await getSearch(app, `${section}?search=${encodeURIComponent(query)}&limit=10`, engineer);
    if (res.statusCode !== 200) throw new Error(`${section} ${query}: ${res.statusCode} ${res.body}`);
    return res.json() as Answer;
  };
  const first = (a: Answer) => a.data[0]?.name ?? a.data[0]?.tradeName;
  const names = (a: Answer) => a.data.map((r) => r.name ?? r.tradeName);

  beforeAll(async () => {
    app = await searchApp();
    engineer = await as(app, Role.Muhendis);
  });
  afterAll(() => app?.close());

  it(`holds at least 40 queries`, () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(QUERIES)('%s: "%s" finds %s first', async (section, query, expected) => {
    expect(first(await list(section, query))).toBe(expected);
  });

  it('finds a licence by the crop it is registered on, and by the pest, not only by its name', async () => {
    const forCherry = names(await list('licenses', 'kiraz'));
    expect(forCherry).toEqual(expect.arrayContaining(['Spinomaks 480 SC', 'Bospira WG', 'Tebukor 250 EW', 'İkizkalkan 400 SC']));
    expect(names(await list('licenses', 'kiraz sineği'))).toEqual(['Spinomaks 480 SC']);
    // The formulation code: every OD product, and only them.
    expect(names(await list('licenses', 'OD'))).toEqual(['Mısırsan 40 OD']);
  });

  it('a number is a whole token: IRAC 3 finds the IRAC 3A substances, not IRAC 23 or 28 nor FRAC 3', async () => {
    expect(names(await list('active-substances', 'IRAC 3')).sort()).toEqual(['Deltamethrin', 'Lambda-cyhalothrin']);
    expect(names(await list('active-substances', 'IRAC 3A')).sort()).toEqual(['Deltamethrin', 'Lambda-cyhalothrin']);
  });

  it('ranks exact name, then exact alias, then prefix, then all words; the chosen column sort still wins', async () => {
    await makePlant(app, 'Ak narkozlu');
    await makePlant(app, 'Narkozlu bitki');
    await makePlant(app, 'Bitki Narkozsuz', { aliases: ['Narkoz'] });
    await makePlant(app, 'Narkoz');
    expect(names(await list('plants', 'narkoz'))).toEqual(['Narkoz', 'Bitki Narkozsuz', 'Narkozlu bitki', 'Ak narkozlu']);
    const res = await getSearch(app, `plants?search=narkoz&sort=name`, engineer);
    expect((res.json() as Answer).data.map((r) => r.name)).toEqual(['Ak narkozlu', 'Bitki Narkozsuz', 'Narkoz', 'Narkozlu bitki']);
  });

  it('ties in rank go to the valid licence first', async () => {
    // Both match only through their substance; Mankor 80 WP is cancelled, Metamil MZ 68 WG expired.
    const mancozeb = (await list('licenses', 'mankozeb')).data as Array<{ tradeName: string; validToday: boolean }>;
    expect(mancozeb.map((l) => l.validToday)).toEqual([...mancozeb.map((l) => l.validToday)].sort((a, b) => Number(b) - Number(a)));
  });

  it('did you mean: a list that finds nothing exactly answers its closest names; an exact match answers none', async () => {
    const typo = await list('active-substances', 'tebukonazle');
    expect(typo.suggestions).toContain('Tebuconazole');
    expect((await list('active-substances', 'tebukonazol')).suggestions).toEqual([]);
    const nothing = await list('plants', 'qqqqzzzz');
    expect(nothing).toEqual({ data: [], count: 0, suggestions: [] });
  });

  it('did you mean in the typeahead: no section has a hit, the closest names come back', async () => {
    const res = await getSearch(app, `suggest?q=${encodeURIComponent('abamectn')}`, engineer);
    const body = res.json() as SuggestResponse;
    expect(body.suggestions).toContain('Abamectin');
    const exact = (await getSearch(app, `suggest?q=abamektin`, engineer)).json() as SuggestResponse;
    expect(exact.data['active-substances'][0]?.label).toBe('Abamectin');
    expect(exact.suggestions).toEqual([]);
    // The alias finds the record in the typeahead too.
    const alias = (await getSearch(app, `suggest?q=${encodeURIComponent('salatalık')}`, engineer)).json() as SuggestResponse;
    expect(alias.data.plants[0]?.label).toBe('Hıyar');
  });

  it('the "other mode-of-action group" choice lists only the groups of the products the plant × pest query answers', async () => {
    const id = ids(app);
    const [plantId, harmfulOrganismId] = [await id.plant('Buğday'), await id.organism('Süne')];
    const all = (await getSearch(app, 'filters', engineer)).json().data.moaCodes as string[];
    const scoped = (await getSearch(app, `filters?plantId=${plantId}&harmfulOrganismId=${harmfulOrganismId}`, engineer)).json().data.moaCodes as string[];
    const uses = (await getSearch(app, `uses?plantId=${plantId}&harmfulOrganismId=${harmfulOrganismId}`, engineer)).json() as UsesResponse;
    const inAnswer = new Set(uses.data.options.flatMap((o) => o.activeSubstances.filter((s) => s.moaScheme).map((s) => `${s.moaScheme} ${s.moaCode}`)));
    expect(scoped.length).toBeGreaterThan(0);
    expect(new Set(scoped)).toEqual(inAnswer);
    expect(scoped.length).toBeLessThan(all.length);
    expect((await getSearch(app, 'filters?plantId=abc', engineer)).statusCode).toBe(400);
    const misspelt = await getSearch(app, `filters?plantID=${plantId}`, engineer);
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().details).toEqual([{ field: 'query', message: 'Tanınmayan anahtar: "plantID"' }]);
  });

  it('bad input: NUL and a 1,000-character query are 400, punctuation alone an empty answer; never a 500', async () => {
    for (const section of ['licenses', 'plants', 'harmful-orgs', 'active-substances'] as const) {
      expect((await getSearch(app, `${section}?search=ab%00cd`, engineer)).statusCode, section).toBe(400);
      expect((await getSearch(app, `${section}?search=${'a'.repeat(1000)}`, engineer)).statusCode, section).toBe(400);
      const punctuation = await getSearch(app, `${section}?search=${encodeURIComponent('.,;-!?*%_')}`, engineer);
      expect(punctuation.statusCode, section).toBe(200);
      expect(punctuation.json(), section).toEqual({ data: [], count: 0, suggestions: [] });
    }
    expect((await getSearch(app, `suggest?q=ab%00cd`, engineer)).statusCode).toBe(400);
    expect((await getSearch(app, `suggest?q=${'a'.repeat(1000)}`, engineer)).statusCode).toBe(400);
    const punctuation = await getSearch(app, `suggest?q=${encodeURIComponent('%%__!!')}`, engineer);
    expect(punctuation.statusCode).toBe(200);
    expect(punctuation.json()).toEqual({ data: { licenses: [], plants: [], 'harmful-orgs': [], 'active-substances': [] }, suggestions: [] });
  });
});
