import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { atPhoneWidth } from '@portal/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressOf, renderSearch } from '../test-harness';
import { activeSubstances, searchApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });

type Call = { method: string; path: string; query: URLSearchParams };
const callsTo = (calls: Call[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).map((c) => Object.fromEntries(c.query));
const resultsTable = (label: string) => screen.findByRole('table', { name: `${label} arama sonuçları` });
const selectInput = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!;
const pickOption = async (label: string, option: string) => {
  fireEvent.click(selectInput(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const rowNames = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('search?section=… (spec §2)', () => {
  it('a missing section opens the licences tab; each tab asks its own section and writes it into the address; back returns to the last tab', async () => {
    const api = searchApi();
    const { router } = renderSearch('/search');
    const licences = await resultsTable('İlaç / Ruhsat');
    expect(screen.getByRole('tab', { name: 'İlaç / Ruhsat' }).getAttribute('aria-selected')).toBe('true');
    // The count is a live region: screen readers hear each new one.
    expect(screen.getByText('23 sonuç').getAttribute('aria-live')).toBe('polite');
    expect(rowNames(licences).slice(0, 3)).toEqual(['Abamex 18 EC', 'İlaçsan 20 SP', 'Delfin WG']);
    expect(callsTo(api.calls, 'search/licenses')).toEqual([{ page: '1', limit: '10' }]);
    // The heading takes focus on arrival (screen readers start from the title).
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Arama' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Bitki' }));
    const plants = await resultsTable('Bitki');
    expect(addressOf(router)).toBe('/search?section=plants');
    expect(within(plants).getByRole('link', { name: 'Domates' }).getAttribute('href')).toBe('/search/plants/1');
    expect(screen.getByText('3 sonuç')).toBeTruthy();
    expect(callsTo(api.calls, 'search/plants')).toEqual([{ page: '1', limit: '10' }]);

    fireEvent.click(screen.getByRole('tab', { name: 'Hastalık / Zararlı' }));
    const organisms = await resultsTable('Hastalık / Zararlı');
    expect(within(organisms).getByRole('link', { name: 'Domates güvesi' }).getAttribute('href')).toBe('/search/harmful-orgs/4');
    fireEvent.click(screen.getByRole('tab', { name: 'Aktif Madde' }));
    const substances = await resultsTable('Aktif Madde');
    const abamectin = within(substances).getByRole('row', { name: /Abamektin/ });
    expect(within(abamectin).getByText('B-Reçete')).toBeTruthy();
    expect(within(abamectin).getByText('IRAC 6')).toBeTruthy();
    expect(addressOf(router)).toBe('/search?section=active-substances');

    await act(() => router.navigate(-1));
    await resultsTable('Hastalık / Zararlı');
    expect(screen.getByRole('tab', { name: 'Hastalık / Zararlı' }).getAttribute('aria-selected')).toBe('true');
    expect(addressOf(router)).toBe('/search?section=harmful-orgs');
  });

  it('an unknown section is the licences tab; a shared address opens its own tab', async () => {
    searchApi();
    renderSearch('/search?section=drugs');
    await resultsTable('İlaç / Ruhsat');
    expect(screen.getByRole('tab', { name: 'İlaç / Ruhsat' }).getAttribute('aria-selected')).toBe('true');
  });

  it('spec §9: the search box asks 500 ms after the last key with the trimmed term, puts it in the address, and follows the back button', async () => {
    const api = searchApi();
    const { router } = renderSearch('/search?section=plants');
    await resultsTable('Bitki');
    const box = screen.getByRole('searchbox', { name: /^Ara/ });
    fireEvent.change(box, { target: { value: 'd' } });
    fireEvent.change(box, { target: { value: 'do' } });
    fireEvent.change(box, { target: { value: '  dom  ' } });
    // Nothing is asked while the user is still typing.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(callsTo(api.calls, 'search/plants').some((q) => 'search' in q)).toBe(false);
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=plants&search=dom'));
    expect(await screen.findByText('1 sonuç')).toBeTruthy();
    expect(callsTo(api.calls, 'search/plants').filter((q) => 'search' in q)).toEqual([{ page: '1', limit: '10', search: 'dom' }]);

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('Aramanızla eşleşen bitki bulunamadı')).toBeTruthy();
    expect(screen.getByText('0 sonuç')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    // Back: the previous term returns to the box and the list.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('1 sonuç')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: /^Ara/ }) as HTMLInputElement).value).toBe('dom');
    // Another tab keeps the term.
    fireEvent.click(screen.getByRole('tab', { name: 'Hastalık / Zararlı' }));
    await resultsTable('Hastalık / Zararlı');
    expect(addressOf(router)).toBe('/search?section=harmful-orgs&search=dom');
    expect(callsTo(api.calls, 'search/harmful-orgs').at(-1)).toEqual({ page: '1', limit: '10', search: 'dom' });
  });

  it('did you mean: a term that finds nothing offers the closest names; one click runs the name as the new term', async () => {
    const api = searchApi();
    const { router } = renderSearch('/search?section=active-substances&search=abamektn');
    expect(await screen.findByText('Aramanızla eşleşen aktif madde bulunamadı')).toBeTruthy();
    const offer = screen.getByRole('group', { name: 'Bunu mu demek istediniz' });
    // The live region reads the offer out with the count.
    expect(screen.getByRole('status').textContent).toBe('0 sonuç. Bunu mu demek istediniz: Abamektin?');
    fireEvent.click(within(offer).getByRole('button', { name: '“Abamektin” ile ara' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=active-substances&search=Abamektin'));
    const table = await resultsTable('Aktif Madde');
    expect(rowNames(table)).toEqual(['Abamektin']);
    expect((screen.getByRole('searchbox', { name: /^Ara/ }) as HTMLInputElement).value).toBe('Abamektin');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: /^Ara/ }));
    expect(callsTo(api.calls, 'search/active-substances').map((q) => q['search'])).toEqual(['abamektn', 'Abamektin']);
    expect(screen.queryByRole('group', { name: 'Bunu mu demek istediniz' })).toBeNull();
  });

  it('did you mean: a term matched only by near misses shows them under the offer; a click runs the offered name', async () => {
    const api = searchApi({
      'GET search/active-substances': (call) =>
        call.query.get('search') === 'abamectn' ? { body: { data: [activeSubstances[0]], count: 1, suggestions: ['Abamektin'] } } : undefined,
    });
    const { router } = renderSearch('/search?section=active-substances&search=abamectn');
    const table = await resultsTable('Aktif Madde');
    expect(rowNames(table)).toEqual(['Abamektin']);
    expect(screen.getByText('“abamectn” için tam eşleşme yok; en yakın sonuçlar gösteriliyor.')).toBeTruthy();
    expect(screen.getByText('1 sonuç. Bunu mu demek istediniz: Abamektin?').getAttribute('aria-live')).toBe('polite');
    fireEvent.click(within(screen.getByRole('group', { name: 'Bunu mu demek istediniz' })).getByRole('button', { name: '“Abamektin” ile ara' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=active-substances&search=Abamektin'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Bunu mu demek istediniz' })).toBeNull());
    expect(callsTo(api.calls, 'search/active-substances').map((q) => q['search'])).toEqual(['abamectn', 'Abamektin']);
  });

  it('did you mean: no offer when the API has no closer name', async () => {
    searchApi();
    renderSearch('/search?section=plants&search=zzzz');
    expect(await screen.findByText('Aramanızla eşleşen bitki bulunamadı')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 sonuç');
    expect(screen.queryByRole('group', { name: 'Bunu mu demek istediniz' })).toBeNull();
  });

  it('a filter from GET search/filters goes to the API and into the address and starts again from page 1; a shared address restores it; bad values are dropped', async () => {
    const api = searchApi();
    const { router, unmount } = renderSearch('/search?section=licenses&page=2');
    await resultsTable('İlaç / Ruhsat');
    await pickOption('Durum', 'İptal edilmiş ya da süresi dolmuş');
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=licenses&licenceStatus=cancelled'));
    const table = await screen.findByRole('table', { name: 'İlaç / Ruhsat arama sonuçları' });
    await waitFor(() => expect(rowNames(table)).toEqual(['İlaçsan 20 SP']));
    expect(within(table).getByText('İptal edildi')).toBeTruthy();
    expect(callsTo(api.calls, 'search/licenses').at(-1)).toEqual({ page: '1', limit: '10', licenceStatus: 'cancelled' });
    expect(callsTo(api.calls, 'search/filters')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=licenses'));
    unmount();

    const shared = searchApi();
    renderSearch('/search?section=licenses&companyId=2&licenceStatus=bogus&moaCode=XYZ&sort=price');
    await resultsTable('İlaç / Ruhsat');
    await waitFor(() => expect((selectInput('Firma') as HTMLInputElement).value).toBe('Bitki Sağlık Ltd.'));
    expect(callsTo(shared.calls, 'search/licenses')).toEqual([{ page: '1', limit: '10', companyId: '2' }]);
  });

  it('paging, page size and sort are asked of the API and kept in the address', async () => {
    const api = searchApi();
    const { router } = renderSearch('/search?section=licenses');
    await resultsTable('İlaç / Ruhsat');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=licenses&page=3'));
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'İlaç / Ruhsat arama sonuçları' }))).toEqual(['Ürün 21', 'Ürün 22', 'Ürün 23']));
    expect(screen.getByText('23 kayıttan 21–23 arası gösteriliyor')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ticari ad' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=licenses&sort=tradeName&order=asc'));
    expect(screen.getByRole('columnheader', { name: 'Ticari ad' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Ticari ad' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=licenses&sort=tradeName&order=desc'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sayfa başına kayıt' }), { target: { value: '25' } });
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=licenses&sort=tradeName&order=desc&limit=25'));
    await waitFor(() => expect(callsTo(api.calls, 'search/licenses').at(-1)).toEqual({ page: '1', limit: '25', sort: 'tradeName', order: 'desc' }));
    expect(callsTo(api.calls, 'search/licenses').map((q) => q['page'])).toContain('3');
  });

  it('an address beyond the last page moves to the last page', async () => {
    searchApi();
    const { router } = renderSearch('/search?section=plants&page=9');
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=plants'));
    expect(await screen.findByRole('link', { name: 'Domates' })).toBeTruthy();
  });

  it('a failed search shows the error with ‘Yeniden dene’, which asks again', async () => {
    let failures = 1;
    const api = searchApi({
      'GET search/plants': () => (failures-- > 0 ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Beklenmeyen bir hata oluştu.' } } : undefined),
    });
    renderSearch('/search?section=plants');
    const alert = await screen.findByText('Arama sonuçları alınamadı');
    expect(screen.getByText('Beklenmeyen bir hata oluştu.')).toBeTruthy();
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Yeniden dene' }));
    await resultsTable('Bitki');
    expect(callsTo(api.calls, 'search/plants')).toHaveLength(2);
  });
});

describe('search?section=… on a phone (375 px)', () => {
  afterEach(() => vi.restoreAllMocks());
  const cardList = (label: string) => screen.findByRole('list', { name: `${label} arama sonuçları` });

  it('licences are cards: the trade name links to the licence, the state badge beside it, then number, holder, formulation and substances', async () => {
    atPhoneWidth();
    searchApi();
    renderSearch('/search?section=licenses');
    const list = await cardList('İlaç / Ruhsat');
    expect(screen.queryByRole('table')).toBeNull();
    expect([...list.children].filter((card) => card.tagName === 'LI')).toHaveLength(10);
    const cancelled = within(list).getByRole('listitem', { name: 'İlaçsan 20 SP' });
    expect(within(cancelled).getByRole('link', { name: 'İlaçsan 20 SP' }).getAttribute('href')).toBe('/search/licenses/2');
    expect(within(cancelled).getByText('İptal edildi')).toBeTruthy();
    const facts = Object.fromEntries(within(cancelled).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual({ 'Ruhsat no': 'TR-1002', 'Ruhsat sahibi': 'Bitki Sağlık Ltd.', Formülasyon: 'EC', 'Aktif maddeler': 'Asetamiprid20 %(IRAC 4A)' });
  });

  it('the filters sit behind one "Filtreler" button that counts the set filters; a filter picked in its drawer runs the search', async () => {
    atPhoneWidth();
    const api = searchApi();
    const { router } = renderSearch('/search?section=licenses&companyId=2');
    await cardList('İlaç / Ruhsat');
    // No filter field on the page itself: only the search box and the button.
    expect(screen.queryByRole('textbox', { name: 'Durum' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Filtreler, 1 filtre etkin' });
    expect(button.textContent).toBe('Filtreler (1)');
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filtreler (1)' });
    fireEvent.click(within(drawer).getAllByLabelText('Durum').find((el) => el.tagName === 'INPUT')!);
    fireEvent.click(await screen.findByRole('option', { name: 'İptal edilmiş ya da süresi dolmuş' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=licenses&companyId=2&licenceStatus=cancelled'));
    expect(screen.getByRole('button', { name: 'Filtreler, 2 filtre etkin', hidden: true }).textContent).toBe('Filtreler (2)');
    await waitFor(() => expect(callsTo(api.calls, 'search/licenses').at(-1)).toEqual({ page: '1', limit: '10', companyId: '2', licenceStatus: 'cancelled' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(addressOf(router)).toBe('/search?section=licenses'));
  });

  it('the plants tab has no filter and no button; its cards name the plant and its counts', async () => {
    atPhoneWidth();
    searchApi();
    renderSearch('/search?section=plants');
    const list = await cardList('Bitki');
    expect(screen.queryByRole('button', { name: /^Filtreler/ })).toBeNull();
    const tomato = within(list).getByRole('listitem', { name: 'Domates' });
    expect(within(tomato).getByText('Solanum lycopersicum')).toBeTruthy();
    expect(within(tomato).getByText('Ruhsatlı ürün')).toBeTruthy();
  });
});
