import type { MrlCheckRow, MrlEntry } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mrlQueryApi, renderMrlQuery } from '../test-harness';

vi.setConfig({ testTimeout: 60_000 });

const domates = { id: 3, name: 'Domates', code: '0231010', subCode: null };
const kiraz = { id: 4, name: 'Kiraz domates', code: '0231010', subCode: '001' };
const entry = (id: number, extra: Partial<MrlEntry> = {}): MrlEntry => ({
  id,
  product: domates,
  activeSubstance: { id: 5, name: 'Abamektin' },
  rate: 0.09,
  market: 'TR',
  date: '2024-07-01',
  description: null,
  status: true,
  expireStatus: false,
  ...extra,
});
const limits: MrlEntry[] = [
  entry(1),
  entry(2, { activeSubstance: { id: 6, name: 'Asetamiprid' }, rate: 0.5 }),
  entry(3, { product: kiraz, rate: 0.02 }),
  entry(4, { rate: 0.01, market: 'EU' }),
  entry(5, { rate: 0.2, expireStatus: true, date: '2019-01-01' }),
  ...Array.from({ length: 12 }, (_, i) => entry(10 + i, { activeSubstance: { id: 100 + i, name: `Madde ${i + 1}` }, rate: 0.05 })),
];
const products = [
  { id: 3, label: 'Domates', detail: '0231010' },
  { id: 4, label: 'Kiraz domates', detail: '0231010-001' },
];
const substances = [
  { id: 5, label: 'Abamektin', detail: null },
  { id: 6, label: 'Asetamiprid', detail: null },
  { id: 7, label: 'Klorpirifos', detail: null },
];

const location = () => screen.getByTestId('location').textContent;
const lastLimitsQuery = (api: ReturnType<typeof mrlQueryApi>) => Object.fromEntries(api.callsTo('search/mrl').at(-1)!.query);
const input = (label: RegExp | string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
async function pick(label: RegExp | string, typed: string, option: RegExp | string) {
  fireEvent.click(input(label));
  fireEvent.change(input(label), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const table = () => screen.getByRole('table', { name: /kalıntı limitleri/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('mrl: Limitler (spec §2 `mrl`)', () => {
  it('lists the limits in force for TR, and every filter, sort and page goes into the address and the query', async () => {
    const api = mrlQueryApi({ limits, products, substances });
    renderMrlQuery('/mrl');
    expect(await screen.findByRole('heading', { level: 1, name: 'MRL Sorgulama' })).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(lastLimitsQuery(api)).toEqual({ page: '1', limit: '10', market: 'TR', sort: 'product', order: 'asc' });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Ürün', 'Ürün kodu', 'Aktif madde', 'MRL (mg/kg)', 'Pazar', 'Tarih', 'Durum', 'Yürürlük']);
    expect(within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Domates', '0231010', 'Abamektin', '0,09', 'TR', '01.07.2024', 'Aktif', 'Yürürlükte']);
    expect(within(bodyRows()[2]!).getAllByRole('cell')[1]!.textContent).toBe('0231010-001');

    await pick('Bitki / ürün', 'dom', 'Domates (0231010)');
    await waitFor(() => expect(lastLimitsQuery(api)).toMatchObject({ mrlProductId: '3' }));
    expect(location()).toBe('/mrl?product=3');
    await pick('Aktif madde', 'aba', 'Abamektin');
    await waitFor(() => expect(location()).toBe('/mrl?product=3&substance=5'));
    expect(lastLimitsQuery(api)).toMatchObject({ mrlProductId: '3', mrlActiveSubstanceId: '5', market: 'TR' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    // Expired limits only when asked, and said in words, not only in colour.
    fireEvent.click(screen.getByRole('switch', { name: 'Yürürlükten kalkanları da göster' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(location()).toBe('/mrl?product=3&substance=5&expired=1');
    expect(lastLimitsQuery(api)).toMatchObject({ includeExpired: 'true' });
    expect(within(bodyRows()[1]!).getAllByRole('cell').slice(-1)[0]!.textContent).toBe('Yürürlükten kalktı');

    // Another market is typed as two letters, upper-cased.
    fireEvent.change(input('Pazar'), { target: { value: 'eu' } });
    await waitFor(() => expect(location()).toBe('/mrl?product=3&substance=5&market=EU&expired=1'));
    expect(lastLimitsQuery(api)).toMatchObject({ market: 'EU' });
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[4]!.textContent).toBe('EU'));

    fireEvent.click(within(table()).getByRole('button', { name: 'MRL (mg/kg)' }));
    await waitFor(() => expect(location()).toBe('/mrl?product=3&substance=5&market=EU&expired=1&sort=rate&order=asc'));
    expect(lastLimitsQuery(api)).toMatchObject({ sort: 'rate', order: 'asc' });
    expect(within(table()).getByRole('columnheader', { name: 'MRL (mg/kg)' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('pages through the limits and opens on the query a shared address names, the picked names shown from the rows', async () => {
    const api = mrlQueryApi({ limits, products, substances });
    renderMrlQuery('/mrl');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('15 kayıttan 1–10 arası gösteriliyor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(location()).toBe('/mrl?page=2');
    expect(lastLimitsQuery(api)).toMatchObject({ page: '2' });

    renderMrlQuery('/mrl?product=3&substance=6&limit=25&sort=date&order=desc');
    await waitFor(() => expect(lastLimitsQuery(api)).toEqual({ page: '1', limit: '25', market: 'TR', sort: 'date', order: 'desc', mrlProductId: '3', mrlActiveSubstanceId: '6' }));
    await waitFor(() => expect(screen.getAllByDisplayValue('Domates (0231010)')).toHaveLength(1));
    expect(screen.getAllByDisplayValue('Asetamiprid')).toHaveLength(1);
  });

  it('says when nothing matches', async () => {
    mrlQueryApi({ limits, products, substances });
    renderMrlQuery('/mrl?market=JP');
    expect(await screen.findByText('Bu seçimle eşleşen kalıntı limiti yok.')).toBeTruthy();
    expect(screen.getByText('Kayıt yok')).toBeTruthy();
  });
});

const checkRow = (name: string, id: number, measured: number, extra: Partial<MrlCheckRow>): MrlCheckRow => ({
  activeSubstance: { id, name },
  measured,
  limit: 0.5,
  appliedLimit: 0.5,
  defaultApplied: false,
  verdict: 'within',
  margin: 0,
  percentOfLimit: 100,
  limitDate: '2024-07-01',
  ...extra,
});

async function openCheck() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Uyum kontrolü' }));
  await waitFor(() => expect(location()).toContain('tab=uyum'));
  return screen.getByRole('form', { name: 'Uyum kontrolü' });
}

describe('mrl: Uyum kontrolü', () => {
  it('checks a lab result typed with Turkish decimals: within at the limit, exceeding just over it, and the 0,01 mg/kg default where no limit is set', async () => {
    const api = mrlQueryApi({
      limits,
      products,
      substances,
      checks: [
        {
          product: domates,
          market: 'TR',
          compliant: false,
          rows: [
            checkRow('Abamektin', 5, 0.5, {}),
            checkRow('Asetamiprid', 6, 0.5001, { verdict: 'exceeds', margin: -0.0001, percentOfLimit: 100 }),
            checkRow('Klorpirifos', 7, 0.02, { limit: null, appliedLimit: 0.01, defaultApplied: true, verdict: 'exceeds', margin: -0.01, percentOfLimit: 200, limitDate: null }),
          ],
        },
      ],
    });
    renderMrlQuery('/mrl');
    const form = await openCheck();
    await pick(/^Bitki \/ ürün/, 'dom', 'Domates (0231010)');
    await pick(/^1\. aktif madde/, 'aba', 'Abamektin');
    fireEvent.change(within(form).getByRole('textbox', { name: /^1\. ölçülen kalıntı/ }), { target: { value: '0,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Madde ekle' }));
    await pick(/^2\. aktif madde/, 'ase', 'Asetamiprid');
    fireEvent.change(within(form).getByRole('textbox', { name: /^2\. ölçülen kalıntı/ }), { target: { value: '0,5001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Madde ekle' }));
    await pick(/^3\. aktif madde/, 'klo', 'Klorpirifos');
    fireEvent.change(within(form).getByRole('textbox', { name: /^3\. ölçülen kalıntı/ }), { target: { value: '0,02' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kontrol et' }));

    const result = await screen.findByRole('region', { name: /^Sonuç: Domates \(0231010\) · TR pazarı/ });
    expect(api.callsTo('search/mrl/check')[0]!.body).toEqual({
      mrlProductId: 3,
      market: 'TR',
      results: [
        { mrlActiveSubstanceId: 5, mgPerKg: 0.5 },
        { mrlActiveSubstanceId: 6, mgPerKg: 0.5001 },
        { mrlActiveSubstanceId: 7, mgPerKg: 0.02 },
      ],
    });
    expect(within(result).getByRole('status').textContent).toContain('2 madde limiti aşıyor');
    const rows = within(within(result).getByRole('table')).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((c) => c.textContent)];
    expect(cells(rows[0]!)).toEqual(['Abamektin', '0,5', '0,5 (01.07.2024)', 'Limit içinde', 'Tam limitte', '%100']);
    expect(cells(rows[1]!)).toEqual(['Asetamiprid', '0,5001', '0,5 (01.07.2024)', 'Limiti aşıyor', '0,0001 mg/kg fazla', '%100']);
    expect(cells(rows[2]!)).toEqual(['Klorpirifos', '0,02', 'limit yok — 0,01 mg/kg varsayılan', 'Limiti aşıyor', '0,01 mg/kg fazla', '%200']);

    // Changing the input makes the verdict out of date.
    fireEvent.change(within(form).getByRole('textbox', { name: /^3\. ölçülen kalıntı/ }), { target: { value: '0,01' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Sonuç:/ })).toBeNull());
  });

  it('says when every substance is within its limit, and the limits tab keeps its query beside the check', async () => {
    mrlQueryApi({ limits, products, substances, checks: [{ product: domates, market: 'EU', compliant: true, rows: [checkRow('Abamektin', 5, 0.004, { limit: 0.01, appliedLimit: 0.01, margin: 0.006, percentOfLimit: 40 })] }] });
    renderMrlQuery('/mrl?product=4');
    const form = await openCheck();
    expect(location()).toBe('/mrl?product=4&tab=uyum');
    await pick(/^Bitki \/ ürün/, 'dom', 'Domates (0231010)');
    fireEvent.change(within(form).getAllByLabelText(/^Pazar/).find((el) => el.tagName === 'INPUT')!, { target: { value: 'EU' } });
    await pick(/^1\. aktif madde/, 'aba', 'Abamektin');
    fireEvent.change(within(form).getByRole('textbox', { name: /^1\. ölçülen kalıntı/ }), { target: { value: '0,004' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kontrol et' }));
    const result = await screen.findByRole('region', { name: /· EU pazarı/ });
    expect(within(result).getByRole('status').textContent).toContain('Tüm maddeler limit içinde');
    expect(within(result).getByText('0,006 mg/kg altında')).toBeTruthy();
    expect(within(result).getByText('%40')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Limitler' }));
    await waitFor(() => expect(location()).toBe('/mrl?product=4'));
  });

  it('shows the contract’s messages under the fields before asking, and a 400’s details under the fields it names', async () => {
    const api = mrlQueryApi({
      limits,
      products,
      substances,
      checks: [{ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Girilen bilgileri kontrol edin.', details: [{ field: 'body.results.1.mrlActiveSubstanceId', message: 'Bu aktif madde bulunamadı' }] } }],
    });
    renderMrlQuery('/mrl?tab=uyum');
    const form = screen.getByRole('form', { name: 'Uyum kontrolü' });
    fireEvent.click(within(form).getByRole('button', { name: 'Kontrol et' }));
    expect(await within(form).findByText('Ürün seçin')).toBeTruthy();
    expect(within(form).getByText('Aktif madde seçin')).toBeTruthy();
    expect(within(form).getByText('Kalıntı miktarı bir sayı olmalıdır')).toBeTruthy();
    expect(document.activeElement).toBe(input(/^Bitki \/ ürün/));
    expect(api.callsTo('search/mrl/check')).toHaveLength(0);

    await pick(/^Bitki \/ ürün/, 'kir', 'Kiraz domates (0231010-001)');
    expect(within(form).queryByText('Ürün seçin')).toBeNull();
    await pick(/^1\. aktif madde/, 'aba', 'Abamektin');
    fireEvent.change(within(form).getByRole('textbox', { name: /^1\. ölçülen kalıntı/ }), { target: { value: '0,1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Madde ekle' }));
    // The same substance twice is refused by the contract before asking.
    await pick(/^2\. aktif madde/, 'aba', 'Abamektin');
    fireEvent.change(within(form).getByRole('textbox', { name: /^2\. ölçülen kalıntı/ }), { target: { value: '0,2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kontrol et' }));
    expect(await within(form).findByText('Bir aktif madde bir kez girilebilir')).toBeTruthy();
    expect(api.callsTo('search/mrl/check')).toHaveLength(0);

    await pick(/^2\. aktif madde/, 'ase', 'Asetamiprid');
    fireEvent.click(within(form).getByRole('button', { name: 'Kontrol et' }));
    expect(await within(form).findByText('Bu aktif madde bulunamadı')).toBeTruthy();
    expect(api.callsTo('search/mrl/check')).toHaveLength(1);
    expect(within(form).getByText('Girilen bilgileri kontrol edin.')).toBeTruthy();

    // A row is removed with its button; the last row cannot be.
    fireEvent.click(within(form).getByRole('button', { name: '2. satırı kaldır' }));
    expect(within(form).queryByRole('textbox', { name: /^2\. ölçülen kalıntı/ })).toBeNull();
    expect((within(form).getByRole('button', { name: '1. satırı kaldır' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
