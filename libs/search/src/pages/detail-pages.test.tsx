import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addressOf, renderSearch } from '../test-harness';
import { searchApi } from '../testing/handlers';

vi.setConfig({ testTimeout: 60_000 });

const region = (name: string) => screen.getByRole('region', { name });
const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('link', { name }).getAttribute('href');
/** A table's body rows as the text of their cells (row header first). */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** A description list's value of `term`. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('detail pages', () => {
  it('licence: number and dates, holder, formulation, state in words, origin, bee toxicity, substances with concentration and MoA, registered uses, warnings and MRLs; back to the search it came from', async () => {
    searchApi();
    const { router } = renderSearch('/search?section=licenses&search=aba');
    fireEvent.click(await screen.findByRole('link', { name: 'Abamex 18 EC' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Abamex 18 EC' });
    expect(addressOf(router)).toBe('/search/licenses/1');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getAllByText('Geçerli').length).toBeGreaterThan(0);
    expect(fact('Ruhsat numarası')).toBe('TR-1001');
    expect(fact('Ruhsat tarihi')).toBe('15.03.2019');
    expect(fact('Geçerlilik sonu')).toBe('15.03.2029');
    expect(fact('Ruhsat sahibi')).toBe('Agro Kimya A.Ş.');
    expect(fact('Formülasyon')).toBe('EC — Emülsiyon konsantre');
    expect(fact('Ruhsat grubu')).toBe('İnsektisit');
    expect(fact('Menşei')).toBe('İthal');
    expect(fact('Arıya zehirlilik')).toBe('Yüksek');

    expect(tableRows('Abamex 18 EC ürününün aktif maddeleri')).toEqual([['Abamektin', '18 g/L', 'IRAC 6', 'B-Reçete']]);
    expect(hrefOf('Abamektin', region('Aktif maddeler'))).toBe('/search/active-substances/1');
    expect(tableRows('Abamex 18 EC ürününün ruhsatlı kullanımları (bitki ve zararlıya göre)')).toEqual([
      ['Domates', 'Kırmızı örümcek', '50–75 ml/100 L', '100–150 L/da', '3 gün', '2 gün', '12 saat', '2 kez', '7 gün', '—'],
      ['Biber', 'Kırmızı örümcek', '40 ml/100 L', '100–150 L/da', '7 gün', '2 gün', '12 saat', '2 kez', '7 gün', 'Sera koşullarında'],
    ]);
    expect(hrefOf('Biber', region('Ruhsatlı kullanımlar'))).toBe('/search/plants/2');
    expect(within(region('Uyarılar')).getByText(/Arılara çok zehirlidir\.\s+Çiçeklenme döneminde uygulamayın\./)).toBeTruthy();
    expect(tableRows('Abamex 18 EC aktif maddelerinin yürürlükteki kalıntı limitleri')).toEqual([
      ['Domates (0231010)', 'Abamektin', '0,02', 'TR', '01.05.2024', 'Yürürlükte', '—'],
      ['Domates (0231010)', 'Abamektin', '0,01', 'EU', '01.05.2024', 'Yürürlükten kalktı', '—'],
    ]);

    // The way back is the search with its term, also after a step to the substance's page.
    expect(hrefOf('← Arama sonuçlarına dön')).toBe('/search?section=licenses&search=aba');
    fireEvent.click(within(region('Aktif maddeler')).getByRole('link', { name: 'Abamektin' }));
    await screen.findByRole('heading', { level: 1, name: 'Abamektin' });
    expect(hrefOf('← Arama sonuçlarına dön')).toBe('/search?section=licenses&search=aba');
    fireEvent.click(screen.getByRole('link', { name: '← Arama sonuçlarına dön' }));
    expect(await screen.findByRole('table', { name: 'İlaç / Ruhsat arama sonuçları' })).toBeTruthy();
    expect(addressOf(router)).toBe('/search?section=licenses&search=aba');
  });

  it('plant: its organisms (linked), each with its products (linked to the licence) and the link to compare them', async () => {
    const api = searchApi();
    renderSearch('/search/plants/1');
    await screen.findByRole('heading', { level: 1, name: 'Domates' });
    expect(screen.getByText('Solanum lycopersicum')).toBeTruthy();
    expect(fact('AB ürün kodu (MRL)')).toBe('0231010');
    // No other names: no line for them.
    expect(screen.queryByText('Diğer adları:')).toBeNull();
    // Opened directly: the way back is the section's search.
    expect(hrefOf('← Aramaya dön')).toBe('/search?section=plants');

    const moth = screen.getByRole('region', { name: /Domates güvesi/ });
    expect(hrefOf('Domates güvesi', moth)).toBe('/search/harmful-orgs/4');
    expect(within(moth).getByText('Tuta absoluta')).toBeTruthy();
    expect(tableRows('Domates — Domates güvesi için ruhsatlı ürünler')).toEqual([
      ['Delfin WG', 'TR-1003', 'Bacillus thuringiensis subsp. kurstaki', '50–75 ml/100 L', '—', 'Geçerli'],
      ['İlaçsan 20 SP', 'TR-1002', 'Asetamiprid', '50–75 ml/100 L', '3 gün', 'Geçerli değil'],
    ]);
    expect(hrefOf('Delfin WG', moth)).toBe('/search/licenses/3');
    expect(hrefOf(/Bu bitki ve zararlı için ilaçları karşılaştır/, moth)).toBe('/search/kullanim?bitki=1&zararli=4');
    expect(hrefOf(/Bu bitki ve zararlı için ilaçları karşılaştır/, screen.getByRole('region', { name: /Kırmızı örümcek/ }))).toBe('/search/kullanim?bitki=1&zararli=1');
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET search/plants/1']);
  });

  it('harmful organism: the plants it is registered on, each with its products', async () => {
    searchApi();
    renderSearch('/search/harmful-orgs/4');
    await screen.findByRole('heading', { level: 1, name: 'Domates güvesi' });
    expect(screen.getByText('Zararlı')).toBeTruthy();
    expect(screen.getByText('Diğer adları:').parentElement?.textContent).toBe('Diğer adları: Tuta, Domates yaprak galeri güvesi');
    const tomato = screen.getByRole('region', { name: 'Domates' });
    expect(hrefOf('Domates', tomato)).toBe('/search/plants/1');
    expect(tableRows('Domates — Domates güvesi için ruhsatlı ürünler').map((row) => row[0])).toEqual(['Delfin WG', 'İlaçsan 20 SP']);
    expect(hrefOf(/Bu bitki ve zararlı için ilaçları karşılaştır/, tomato)).toBe('/search/kullanim?bitki=1&zararli=4');
  });

  it('active substance: its other names, group, MoA, on the B-Reçete list, low-risk; its products and its MRLs by product', async () => {
    searchApi();
    renderSearch('/search/active-substances/1');
    await screen.findByRole('heading', { level: 1, name: 'Abamektin' });
    expect(screen.getByText('Diğer adları:').parentElement?.textContent).toBe('Diğer adları: Abamectin, Avermectin B1');
    expect(fact('CAS numarası')).toBe('71751-41-2');
    expect(fact('Grup')).toBe('Avermektin');
    expect(fact('Etki grubu')).toBe('IRAC 6');
    expect(fact('Reçete gerektiren (B-Reçete) listesinde')).toBe('Evet — satışı ve kullanımı reçeteyle');
    expect(fact('Biyolojik / düşük riskli')).toBe('Hayır');
    expect(tableRows('Abamektin içeren ürünler')).toEqual([
      ['Abamex 18 EC', 'TR-1001', 'Agro Kimya A.Ş.', '18 g/L', 'Geçerli'],
      ['Ürün 9', 'TR-1009', 'Bitki Sağlık Ltd.', '36 g/L', 'İptal edildi'],
    ]);
    expect(hrefOf('Ürün 9')).toBe('/search/licenses/9');
    expect(tableRows('Abamektin için ürünlere göre kalıntı limitleri').map((row) => [row[0], row[2]])).toEqual([
      ['Domates (0231010)', '0,02'],
      ['Biber (0231020)', '0,05'],
    ]);
  });

  it('an unknown id shows “Kayıt bulunamadı” with the way back; an id that is not a number asks nothing', async () => {
    const api = searchApi();
    const { unmount } = renderSearch('/search/licenses/999');
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(within(screen.getByText('Kayıt bulunamadı').closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Aramaya dön' }).getAttribute('href')).toBe('/search?section=licenses');
    expect(api.calls.map((c) => c.path)).toEqual(['search/licenses/999']);
    unmount();

    const none = searchApi();
    renderSearch('/search/plants/abc');
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(hrefOf('Aramaya dön')).toBe('/search?section=plants');
    expect(none.calls).toEqual([]);
  });

  it('a failed read shows the error with ‘Yeniden dene’', async () => {
    let failures = 1;
    const api = searchApi({ 'GET search/harmful-orgs/4': () => (failures-- > 0 ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Hizmet şu anda yanıt vermiyor.' } } : undefined) });
    renderSearch('/search/harmful-orgs/4');
    expect(await screen.findByText('Hastalık / Zararlı bilgisi alınamadı')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Domates güvesi' })).toBeTruthy();
    expect(api.calls).toHaveLength(2);
  });
});
