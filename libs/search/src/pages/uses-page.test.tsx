import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { atPhoneWidth } from '@portal/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressOf, renderSearch } from '../test-harness';
import { searchApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });

type Call = { method: string; path: string; query: URLSearchParams };
const usesCalls = (calls: Call[]) => calls.filter((c) => c.path === 'search/uses').map((c) => Object.fromEntries(c.query));
const selectInput = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!;
const openOptions = async (label: RegExp) => {
  fireEvent.click(selectInput(label));
  await screen.findAllByRole('option');
  return screen.getAllByRole('option').map((o) => o.textContent);
};
const pickOption = async (label: RegExp, option: string) => {
  fireEvent.click(selectInput(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const resultsTable = () => screen.findByRole('table', { name: 'Domates — Domates güvesi için ruhsatlı ürünler' });
const rowNames = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.querySelector('a')?.textContent);
const compareBox = (tradeName: string) => screen.getByRole('checkbox', { name: `${tradeName} ürününü karşılaştır` }) as HTMLInputElement;

describe('search/kullanim (“Bu bitkide bu zararlıya ne kullanabilirim?”)', () => {
  it('plant, then an organism from those registered on it; the ranked products as the API sends them, and both choices in the address', async () => {
    const api = searchApi();
    const { router } = renderSearch('/search/kullanim');
    await screen.findByRole('heading', { level: 1, name: 'Bu bitkide bu zararlıya ne kullanabilirim?' });
    expect(screen.getByText('Sonuçları görmek için bir bitki ve bir hastalık / zararlı seçin.')).toBeTruthy();
    await waitFor(() => expect((selectInput(/^Bitki/) as HTMLInputElement).disabled).toBe(false));

    await pickOption(/^Bitki/, 'Domates');
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=1'));
    // Only the organisms registered on tomato are offered.
    await screen.findByText('Bu bitkide ruhsatlı kullanımı olan 3 hastalık / zararlı');
    expect(await openOptions(/^Hastalık \/ zararlı/)).toEqual(['Kırmızı örümcek', 'Beyazsinek', 'Domates güvesi']);
    expect(api.calls.find((c) => c.path === 'search/harmful-orgs')?.query.get('plantId')).toBe('1');
    fireEvent.click(screen.getByRole('option', { name: 'Domates güvesi' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4'));

    const table = await resultsTable();
    expect(rowNames(table)).toEqual(['Delfin WG', 'Ürün 5', 'Ürün 6', 'Abamex 18 EC']);
    expect(screen.getByText('Domates — Domates güvesi: 4 ürün').getAttribute('aria-live')).toBe('polite');
    const delfin = within(table).getByRole('row', { name: /Delfin WG/ });
    expect(within(delfin).getByText('Düşük riskli')).toBeTruthy();
    expect(within(delfin).getByText('(IRAC 11A)')).toBeTruthy();
    expect(within(delfin).getByText('1 gün')).toBeTruthy();
    expect(within(delfin).getByText('Yok')).toBeTruthy();
    const abamex = within(table).getByRole('row', { name: /Abamex 18 EC/ });
    expect(within(abamex).getByText('B-Reçete')).toBeTruthy();
    expect(within(abamex).getByText('Yüksek')).toBeTruthy();
    expect(within(abamex).getByRole('link', { name: 'Abamex 18 EC' }).getAttribute('href')).toBe('/search/licenses/1');
    expect(usesCalls(api.calls)).toEqual([{ plantId: '1', harmfulOrganismId: '4' }]);
  });

  it('PHI ≤ N days, bee-safe, another MoA group and low-risk go to the API and into the address', async () => {
    const api = searchApi();
    const { router } = renderSearch('/search/kullanim?bitki=1&zararli=4');
    await resultsTable();

    fireEvent.change(screen.getByRole('textbox', { name: /Hasat öncesi bekleme en çok/ }), { target: { value: '7' } });
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4&phi=7'));
    await waitFor(() => expect(screen.getByText('Domates — Domates güvesi: 3 ürün')).toBeTruthy());
    expect(rowNames(await resultsTable())).toEqual(['Delfin WG', 'Ürün 5', 'Ürün 6']);
    expect(usesCalls(api.calls).at(-1)).toEqual({ plantId: '1', harmfulOrganismId: '4', maxPhiDays: '7' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Arıya güvenli (arıya zehirliliği yok ya da düşük)' }));
    await waitFor(() => expect(usesCalls(api.calls).at(-1)).toEqual({ plantId: '1', harmfulOrganismId: '4', maxPhiDays: '7', beeSafe: 'true' }));
    await pickOption(/^Son kullanılan etki grubundan farklı/, 'IRAC 6');
    await waitFor(() => expect(usesCalls(api.calls).at(-1)).toEqual({ plantId: '1', harmfulOrganismId: '4', maxPhiDays: '7', beeSafe: 'true', excludeMoa: 'IRAC 6' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Biyolojik / düşük riskli' }));
    await waitFor(() => expect(screen.getByText('Domates — Domates güvesi: 1 ürün')).toBeTruthy());
    expect(usesCalls(api.calls).at(-1)).toEqual({ plantId: '1', harmfulOrganismId: '4', maxPhiDays: '7', beeSafe: 'true', excludeMoa: 'IRAC 6', lowRisk: 'true' });
    expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4&phi=7&ari=1&haric=IRAC%206&dusukRisk=1');
  });

  it('"other mode-of-action group" offers only the groups of the products this plant and pest have, asked for the query', async () => {
    const api = searchApi();
    renderSearch('/search/kullanim?bitki=1&zararli=4&haric=FRAC%203');
    await resultsTable();
    await waitFor(() => expect(api.calls.some((c) => c.path === 'search/filters' && c.query.get('plantId') === '1')).toBe(true));
    const moaCall = api.calls.find((c) => c.path === 'search/filters' && c.query.has('plantId'))!;
    expect(Object.fromEntries(moaCall.query)).toEqual({ plantId: '1', harmfulOrganismId: '4' });
    // IRAC 4A is in use elsewhere but on no product here; FRAC 3 stays, as it is picked (to take it out).
    await waitFor(async () => expect(await openOptions(/^Son kullanılan etki grubundan farklı/)).toEqual(['IRAC 11A', 'IRAC 6', 'FRAC 3']));
  });

  it('"other mode-of-action group" waits for a plant and a pest', async () => {
    const api = searchApi();
    renderSearch('/search/kullanim?bitki=1');
    await screen.findByText('Bu bitkide ruhsatlı kullanımı olan 3 hastalık / zararlı');
    expect(selectInput(/^Son kullanılan etki grubundan farklı/).getAttribute('placeholder')).toBe('Önce bitki ve zararlı seçin');
    expect(api.calls.filter((c) => c.path === 'search/filters' && c.query.has('plantId'))).toEqual([]);
  });

  it('no product for the choices says so', async () => {
    searchApi();
    renderSearch('/search/kullanim?bitki=3&zararli=2');
    expect(await screen.findByText('Bu bitki ve zararlı için seçilen koşullara uyan ruhsatlı ürün bulunamadı')).toBeTruthy();
    expect(screen.getByText('Üzüm — Külleme: 0 ürün')).toBeTruthy();
  });

  it('three products compared side by side, the picks in the address; a fourth is refused with the reason', async () => {
    const { router } = (searchApi(), renderSearch('/search/kullanim?bitki=1&zararli=4'));
    await resultsTable();
    fireEvent.click(compareBox('Delfin WG'));
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4&karsilastir=103'));
    expect(screen.getByText('Karşılaştırmak için en az iki ürün seçin.')).toBeTruthy();
    fireEvent.click(compareBox('Ürün 6'));
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4&karsilastir=103,106'));
    fireEvent.click(compareBox('Abamex 18 EC'));
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4&karsilastir=103,106,101'));

    const compare = await screen.findByRole('table', { name: 'Seçilen 3 ürünün karşılaştırması' });
    expect(within(compare).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Delfin WG', 'Ürün 6', 'Abamex 18 EC']);
    const row = (label: string) => [...within(compare).getByRole('rowheader', { name: label }).parentElement!.querySelectorAll('td')].map((c) => c.textContent);
    expect(row('Ruhsat sahibi')).toEqual(['Agro Kimya A.Ş.', 'Agro Kimya A.Ş.', 'Agro Kimya A.Ş.']);
    expect(row('Formülasyon')).toEqual(['SC — Süspansiyon konsantre', 'EC — Emülsiyon konsantre', 'EC — Emülsiyon konsantre']);
    expect(row('Aktif maddeler ve oranları')).toEqual(['Bacillus thuringiensis subsp. kurstaki 32 g/kg', 'Abamektin 18 g/L (B-Reçete)', 'Abamektin 18 g/L (B-Reçete)']);
    expect(row('Etki grupları')).toEqual(['IRAC 11A', 'IRAC 6', 'IRAC 6']);
    expect(row('Doz')).toEqual(['50–75 ml/100 L', '20 g/da', '50–75 ml/100 L']);
    expect(row('Su miktarı')).toEqual(['100 L/da', '100 L/da', '100 L/da']);
    expect(row('Hasat öncesi bekleme')).toEqual(['1 gün', '7 gün', '14 gün']);
    expect(row('Arı bekleme süresi')).toEqual(['—', '1 gün', '1 gün']);
    expect(row('Tekrar giriş süresi')).toEqual(['12 saat', '12 saat', '12 saat']);
    expect(row('En fazla uygulama')).toEqual(['2 kez', '2 kez', '2 kez']);
    expect(row('Uygulama aralığı')).toEqual(['7 gün', '7 gün', '7 gün']);
    expect(row('Arıya zehirlilik')).toEqual(['Yok', 'Yüksek', 'Yüksek']);
    expect(row('Biyolojik / düşük riskli')).toEqual(['Evet', 'Hayır', 'Hayır']);
    expect(row('Notlar')).toEqual(['Larvalar küçükken uygulayın', '—', '—']);

    // A fourth: refused, said so, nothing changes.
    fireEvent.click(compareBox('Ürün 5'));
    expect(await screen.findByText('En çok 3 ürün karşılaştırılabilir')).toBeTruthy();
    expect(compareBox('Ürün 5').checked).toBe(false);
    expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4&karsilastir=103,106,101');
    expect(screen.getByRole('table', { name: 'Seçilen 3 ürünün karşılaştırması' })).toBeTruthy();

    // Taking one out makes room, and the message goes.
    fireEvent.click(compareBox('Ürün 6'));
    await waitFor(() => expect(screen.queryByText('En çok 3 ürün karşılaştırılabilir')).toBeNull());
    fireEvent.click(compareBox('Ürün 5'));
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4&karsilastir=103,101,105'));
  });

  it('a shared comparison opens as it was sent; another plant clears the organism and the picks', async () => {
    searchApi();
    const { router } = renderSearch('/search/kullanim?bitki=1&zararli=4&karsilastir=101,103');
    const compare = await screen.findByRole('table', { name: 'Seçilen 2 ürünün karşılaştırması' });
    expect(within(compare).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Abamex 18 EC', 'Delfin WG']);
    expect(compareBox('Abamex 18 EC').checked).toBe(true);
    expect((selectInput(/^Bitki/) as HTMLInputElement).value).toBe('Domates');
    await waitFor(() => expect((selectInput(/^Hastalık \/ zararlı/) as HTMLInputElement).value).toBe('Domates güvesi'));

    await pickOption(/^Bitki/, 'Biber');
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=2'));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('search/kullanim on a phone (375 px)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('each product is a card with its state, dose and PHI and the compare box; the narrowing choices sit behind "Filtreler (n)"', async () => {
    atPhoneWidth();
    const api = searchApi();
    const { router } = renderSearch('/search/kullanim?bitki=1&zararli=4&ari=1');
    const list = await screen.findByRole('list', { name: 'Domates — Domates güvesi için ruhsatlı ürünler' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem', { name: 'Ürün 6' });
    const facts = Object.fromEntries(within(card).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toMatchObject({ Doz: '20 g/da', 'Hasat öncesi bekleme': '7 gün', 'Arıya zehirlilik': 'Yüksek' });
    expect(within(card).getByText('Geçerli')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ürün 6' }).getAttribute('href')).toBe('/search/licenses/6');
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Ürün 6 ürününü karşılaştır' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search/kullanim?bitki=1&zararli=4&ari=1&karsilastir=106'));

    // Plant and organism stay on the page; PHI, bee-safe, MoA and low-risk are behind the button.
    expect(selectInput(/^Bitki/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Filtreler, 1 filtre etkin' });
    expect(button.textContent).toBe('Filtreler (1)');
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filtreler (1)' });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Biyolojik / düşük riskli' }));
    await waitFor(() => expect(usesCalls(api.calls).at(-1)).toEqual({ plantId: '1', harmfulOrganismId: '4', beeSafe: 'true', lowRisk: 'true' }));
    expect(screen.getByRole('button', { name: 'Filtreler, 2 filtre etkin', hidden: true }).textContent).toBe('Filtreler (2)');
  });
});
