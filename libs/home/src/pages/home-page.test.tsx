import { Role } from '@portal/contracts';
import { srcBrand } from '@portal/shared/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeApi, noSuggestions, renderHome, summary } from '../test-harness';

vi.setConfig({ testTimeout: 60_000 });

const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('link', { name }).getAttribute('href');
const region = (name: string) => screen.getByRole('region', { name });
const key = (el: HTMLElement, name: string) => fireEvent.keyDown(el, { key: name, code: name });

const hits = {
  licenses: [{ id: 7, label: 'Domatesan 20 WG', detail: 'ÖRN-0007 · Anadolu Tarım' }],
  plants: [
    { id: 3, label: 'Domates', detail: 'Solanum lycopersicum' },
    { id: 4, label: 'Domates (sera)', detail: null },
  ],
  'harmful-orgs': [],
  'active-substances': [{ id: 9, label: 'Domoksin', detail: 'IRAC 4A' }],
};

describe('anasayfa (spec §2 "anasayfa")', () => {
  it('the four tiles are links to their search sections, beside the plant × pest, MRL and feed shortcuts', async () => {
    homeApi();
    renderHome('/anasayfa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeTruthy();
    const tiles = screen.getByRole('navigation', { name: 'Arama bölümleri' });
    expect(within(tiles).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/search?section=licenses',
      '/search?section=plants',
      '/search?section=harmful-orgs',
      '/search?section=active-substances',
    ]);
    expect(hrefOf(/^İlaç \/ Ruhsat/, tiles)).toBe('/search?section=licenses');
    expect(hrefOf(/^Hastalık \/ Zararlı/, tiles)).toBe('/search?section=harmful-orgs');
    // Each tile says in one line what it finds.
    expect(within(tiles).getByRole('link', { name: /^Aktif Madde/ }).textContent).toContain('B-Reçete');
    const shortcuts = screen.getByRole('navigation', { name: 'Sorgular' });
    expect(hrefOf(/^Bitki \+ zararlı sorgusu/, shortcuts)).toBe('/search/kullanim');
    expect(hrefOf(/^MRL ve uyum kontrolü/, shortcuts)).toBe('/mrl');
    expect(hrefOf(/^Değişiklikler/, shortcuts)).toBe('/degisiklikler');
    fireEvent.click(within(tiles).getByRole('link', { name: /^Bitki/ }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/search?section=plants');
  });

  it('an engineer sees the recent prescriptions with the flag mark, the counts and the latest changes', async () => {
    const api = homeApi();
    renderHome('/anasayfa');
    const recent = await screen.findByRole('region', { name: 'Son reçeteleriniz' });
    expect(api.callsTo('search/home')).toHaveLength(1);
    expect(hrefOf('RCT-2026-000041', recent)).toBe('/receteler/41');
    expect(hrefOf('RCT-2026-000040', recent)).toBe('/receteler/40');
    const [, flagged, clean] = within(recent).getAllByRole('row');
    expect(within(flagged!).getByText('Değişiklik var')).toBeTruthy();
    expect(within(clean!).queryByText('Değişiklik var')).toBeNull();
    expect(within(flagged!).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['Mustafa Karataş', 'Domates', '23.11.2026']);
    expect(within(clean!).getAllByRole('cell')[1]!.textContent).toBe('—');
    // One status each, from the same function as the prescriptions list: cancelled (though archived) is only cancelled.
    expect([...flagged!.querySelectorAll('[data-status]')].map((b) => b.textContent)).toEqual(['Geçerli']);
    expect([...clean!.querySelectorAll('[data-status]')].map((b) => b.textContent)).toEqual(['İptal edildi']);
    expect(hrefOf(/^Bu ay\s*7/)).toBe('/receteler');
    expect(hrefOf(/^Toplam reçete\s*41/)).toBe('/receteler');
    expect(screen.getByText('Değişiklikten etkilenen').parentElement!.textContent).toContain('1');

    const changes = region('Son referans veri değişiklikleri');
    expect(hrefOf('Tüm değişiklikler', changes)).toBe('/degisiklikler');
    const items = within(within(changes).getByRole('list', { name: 'Son değişiklikler' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Ruhsat iptali');
    expect(items[0]!.textContent).toContain('Ürün 2 200 SC (ÖRN-0002) ruhsatı iptal edildi.');
    expect(items[0]!.textContent).toContain('Reçetelerinizden 2 tanesini etkiliyor');
    expect(hrefOf('Ürün 2 200 SC ruhsatını aç', items[0])).toBe('/search/licenses/72');
    expect(items[1]!.textContent).toContain("Domates (0231010) ürününde Abamektin için TR MRL'si 0,09 mg/kg iken 0,02 mg/kg oldu.");
    expect(items[1]!.textContent).toContain('Kaynak: içe aktarma');
    expect(items[1]!.textContent).toContain('Reçetelerinizi etkilemiyor');
    expect(hrefOf(/limitlerini aç/, items[1])).toBe('/mrl?product=3&substance=5&market=TR');
  });

  it('a role without prescriptions sees no prescription panel; a failed read shows the error with ‘Yeniden dene’', async () => {
    const api = homeApi({ summaries: [{ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Beklenmeyen bir hata oluştu.' } }, summary({ recentPrescriptions: [], prescriptionCounts: null, latestChanges: [] })] });
    renderHome('/anasayfa', { role: Role.User });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ana sayfa bilgileri alınamadı');
    // The search stays usable while the panels fail.
    expect(screen.getByRole('navigation', { name: 'Arama bölümleri' })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByText('Henüz kaydedilmiş bir ruhsat ya da MRL değişikliği yok.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Son reçeteleriniz' })).toBeNull();
    expect(api.callsTo('search/home')).toHaveLength(2);
  });
});

describe('the global typeahead', () => {
  it('asks from two characters, groups the hits by section, and opens the chosen hit by keyboard', async () => {
    const api = homeApi({ suggest: (q) => (q === 'dom' ? hits : { licenses: [], plants: [], 'harmful-orgs': [], 'active-substances': [] }) });
    renderHome('/anasayfa');
    const box = await screen.findByRole('combobox', { name: /Ara: ilaç, bitki/ });
    fireEvent.change(box, { target: { value: 'd' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(api.callsTo('search/suggest')).toHaveLength(0);
    fireEvent.change(box, { target: { value: '  dom ' } });
    const listbox = await screen.findByRole('listbox', { name: 'Öneriler' });
    await within(listbox).findByRole('option', { name: /Domatesan 20 WG/ });
    expect(api.callsTo('search/suggest').map((c) => c.query.get('q'))).toEqual(['dom']);
    // Sections without hits are left out; the others keep the tabs' order.
    expect(within(listbox).getAllByRole('group').map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['İlaç / Ruhsat', 'Bitki', 'Aktif Madde']);
    expect(within(within(listbox).getByRole('group', { name: 'Bitki' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['DomatesSolanum lycopersicum', 'Domates (sera)']);
    // Screen readers hear how many hits there are.
    expect(screen.getByText('4 öneri bulundu.').getAttribute('aria-live')).toBe('polite');

    // ↓ ↓ picks the second hit (the first plant); Enter opens its detail page.
    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(listbox).getByRole('option', { name: /Solanum lycopersicum/ }).id);
    key(box, 'Enter');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/search/plants/3');
  });

  it('Enter on the text with no hit chosen opens the licence search with it; Esc closes the list', async () => {
    homeApi({ suggest: () => hits });
    renderHome('/src-dashboard', { brand: srcBrand });
    const box = await screen.findByRole('combobox', { name: /Ara: ilaç, bitki/ });
    fireEvent.change(box, { target: { value: 'İlaç ara' } });
    await screen.findByRole('option', { name: /Domoksin/ });
    key(box, 'Escape');
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Öneriler' })).toBeNull());
    key(box, 'Enter');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/search?section=licenses&search=%C4%B0la%C3%A7+ara');
  });

  it('says so when nothing matches', async () => {
    homeApi();
    renderHome('/anasayfa');
    const box = await screen.findByRole('combobox', { name: /Ara: ilaç, bitki/ });
    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(await screen.findByText('“xyz” için öneri yok.')).toBeTruthy();
    expect(screen.getByText('Öneri yok. Enter ile ilaçlarda arayın.')).toBeTruthy();
  });
});

describe('the global typeahead: did you mean', () => {
  it('when nothing matches, the closest names are offered (and read out); a click puts the name in the box and shows its hits', async () => {
    const api = homeApi({ suggest: (q) => (q === 'Domates' ? hits : noSuggestions), didYouMean: (q) => (q === 'domatse' ? ['Domates', 'Domates güvesi'] : []) });
    renderHome('/anasayfa');
    const box = await screen.findByRole('combobox', { name: /Ara: ilaç, bitki/ });
    fireEvent.change(box, { target: { value: 'domatse' } });
    const offer = await screen.findByRole('group', { name: 'Bunu mu demek istediniz?' });
    expect(within(offer).getAllByRole('option').map((o) => o.textContent)).toEqual(['Domates', 'Domates güvesi']);
    expect(screen.getByText('“domatse” için öneri yok. Bunu mu demek istediniz: Domates, Domates güvesi?').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('Öneri yok. Enter ile ilaçlarda arayın.')).toBeNull();

    fireEvent.click(within(offer).getByRole('option', { name: 'Domates' }));
    expect((box as HTMLInputElement).value).toBe('Domates');
    expect(await screen.findByRole('option', { name: /Domatesan 20 WG/ })).toBeTruthy();
    expect(api.callsTo('search/suggest').map((c) => c.query.get('q'))).toEqual(['domatse', 'Domates']);
    expect(screen.queryByRole('group', { name: 'Bunu mu demek istediniz?' })).toBeNull();
  });
});

describe('src-dashboard (spec §2 "src-dashboard")', () => {
  it('the SRC home: the same tiles and typeahead, the reference counts leading to their sections and the MRL page, the latest changes', async () => {
    homeApi({ summaries: [summary({ recentPrescriptions: [], prescriptionCounts: null })] });
    renderHome('/src-dashboard', { role: Role.User, brand: srcBrand });
    expect(await screen.findByRole('heading', { level: 1, name: 'SRC Gösterge Paneli' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Arama bölümleri' })).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: /Ara: ilaç, bitki/ })).toBeTruthy();
    const reference = await screen.findByRole('region', { name: 'Referans veriler' });
    expect(hrefOf(/^Geçerli ruhsatlar\s*1\.890/, reference)).toBe('/search?section=licenses');
    expect(hrefOf(/^Bitkiler\s*1\.500/, reference)).toBe('/search?section=plants');
    expect(hrefOf(/^Hastalık \/ zararlılar\s*1\.180/, reference)).toBe('/search?section=harmful-orgs');
    expect(hrefOf(/^Aktif maddeler\s*410/, reference)).toBe('/search?section=active-substances');
    expect(hrefOf(/^Yürürlükteki MRL’ler\s*51\.000/, reference)).toBe('/mrl');
    expect(hrefOf('MRL sorgulama', reference)).toBe('/mrl');
    const changes = region('Son referans veri değişiklikleri');
    // An SRC user writes no prescriptions: no count of its own, and the provider's count is not shown as theirs.
    expect(changes.textContent).not.toContain('Reçetelerinizden');
    expect(changes.textContent).toContain('2 etkin reçeteyi etkiliyor');
    expect(screen.queryByRole('region', { name: 'Son reçeteleriniz' })).toBeNull();
  });
});
