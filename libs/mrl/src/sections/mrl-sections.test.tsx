import { notifications } from '@mantine/notifications';
import { Role } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSection } from '../test-harness';
import { mrlActiveSubstanceView } from './mrl-active-substance';
import { mrlProductView } from './mrl-product';
import { mrlRateView } from './mrl-rate';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => notifications.clean());

// jsdom has no document.fonts; the kit's autosize Textarea (the rate's Açıklama) listens on it.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const meta = { status: true, sample: false, updatedAt: '2025-01-01T00:00:00.000Z' };
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
const row = (name: RegExp) => screen.getByRole('row', { name });

const rate = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  product: { id: 10, name: 'Domates', code: '0231010', sub_code: null },
  active_substance: { id: 20, name: 'Abamectin' },
  rate: 0.09,
  description: null,
  date: '2024-07-01',
  market: 'TR',
  expire_status: false,
  ...meta,
  ...extra,
});

describe('mrl-urun (spec §2 "MRL product list screen")', () => {
  it('shows avatar, name, product code (code and sub code), status and action; Düzenle opens mrl-urun/guncelle/{id}', async () => {
    const api = fakeApi('mrl/mrl-plant', [
      { id: 5, name: 'Kiraz domates', code: '0231010', sub_code: '001', ...meta },
      { id: 6, name: 'Biber', code: '0231020', sub_code: null, ...meta, status: false },
    ]);
    renderSection(mrlProductView, api.client, '/mrl-urun');
    await screen.findByRole('table', { name: 'MRL Ürünleri' });
    expect(headers()).toEqual(['Simge', 'Ürün Adı', 'Ürün Kodu', 'Durum', 'İşlem']);
    const cells = within(row(/Kiraz domates/)).getAllByRole('cell');
    expect(cells.map((c) => c.textContent).slice(0, 3)).toEqual(['K', 'Kiraz domates', '0231010-001']);
    expect(within(row(/Biber/)).getAllByRole('cell')[2]?.textContent).toBe('0231020');
    expect((screen.getByRole('switch', { name: 'Biber durumu' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Kiraz domates: işlemler' }));
    expect((await screen.findByRole('menuitem', { name: 'Düzenle' })).getAttribute('href')).toBe('/mrl-urun/guncelle/5');
    expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({ page: '1', limit: '10', sort: 'name', order: 'asc' });
  });

  it('the form asks name, code and sub code, and names a bad code under its field', async () => {
    const api = fakeApi('mrl/mrl-plant', []);
    renderSection(mrlProductView, api.client, '/mrl-urun/ekle');
    fireEvent.change(await screen.findByLabelText(/Ürün Adı/), { target: { value: 'Domates' } });
    fireEvent.change(screen.getByLabelText(/Ürün Kodu/), { target: { value: '23101' } });
    fireEvent.change(screen.getByLabelText(/Alt Kod/), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ürün kodu 7 haneli olmalıdır (ör. 0231010)')).toBeTruthy();
    expect(screen.getByText('Alt kod 3 haneli olmalıdır (ör. 001)')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('mrl-aktif-madde (spec §3)', () => {
  it('lists the substances by name with their status', async () => {
    const api = fakeApi('mrl/mrl-active-substance', [{ id: 1, name: 'İmidakloprid', ...meta }]);
    renderSection(mrlActiveSubstanceView, api.client, '/mrl-aktif-madde');
    await screen.findByRole('table', { name: 'MRL Aktif Maddeleri' });
    expect(headers()).toEqual(['Simge', 'Aktif Madde Adı', 'Durum', 'İşlem']);
    expect(within(row(/İmidakloprid/)).getAllByRole('cell')[0]?.textContent).toBe('İ');
  });
});

describe('mrl-oran (spec §3, §4 "MRL status")', () => {
  it('shows product with its code, substance, mg/kg, market, date, the expire switch, status and action', async () => {
    const api = fakeApi('mrl/mrl-rates', [rate(1, { product: { id: 11, name: 'Kiraz domates', code: '0231010', sub_code: '001' }, rate: 1234.5, market: 'RU' })]);
    renderSection(mrlRateView, api.client, '/mrl-oran');
    await screen.findByRole('table', { name: 'MRL Oranları' });
    expect(headers()).toEqual(['Simge', 'Ürün', 'Aktif Madde', 'MRL (mg/kg)', 'Pazar', 'Tarih', 'Süresi Doldu', 'Durum', 'İşlem']);
    const cells = within(row(/Kiraz domates/)).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['K', 'Kiraz domates0231010-001', 'Abamectin', '1,234.5', 'RU', '01.07.2024']);
    expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({ page: '1', limit: '10', sort: 'id', order: 'asc' });
  });

  it('the expire switch calls PATCH mrl/mrl-rates/expire with the id and the row takes the answer', async () => {
    const api = fakeApi('mrl/mrl-rates', [rate(7)]);
    renderSection(mrlRateView, api.client, '/mrl-oran');
    const expire = (await screen.findByRole('switch', { name: 'Domates · Abamectin: süresi doldu' })) as HTMLInputElement;
    expect(expire.checked).toBe(false);
    fireEvent.click(expire);
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Domates · Abamectin: süresi doldu' }) as HTMLInputElement).checked).toBe(true));
    expect(within(row(/Domates/)).getByText('Süresi doldu')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([expect.objectContaining({ path: 'mrl/mrl-rates/expire', body: { id: 7 } })]);
    // The status switch is a separate call and untouched.
    expect((screen.getByRole('switch', { name: 'Domates · Abamectin durumu' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a refused expire change keeps the row and says why', async () => {
    const api = fakeApi('mrl/mrl-rates', [rate(7)], (call) =>
      call.path === 'mrl/mrl-rates/expire' ? { status: 404, body: { code: 'NOT_FOUND', message: 'Bu MRL oranı bulunamadı. Silinmiş olabilir.' } } : undefined,
    );
    renderSection(mrlRateView, api.client, '/mrl-oran');
    fireEvent.click(await screen.findByRole('switch', { name: 'Domates · Abamectin: süresi doldu' }));
    expect(await screen.findByText('Bu MRL oranı bulunamadı. Silinmiş olabilir.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Domates · Abamectin: süresi doldu' }) as HTMLInputElement).checked).toBe(false);
  });

  it('filters by expiry with expire=true', async () => {
    const api = fakeApi('mrl/mrl-rates', [rate(1)]);
    renderSection(mrlRateView, api.client, '/mrl-oran');
    await screen.findByRole('table', { name: 'MRL Oranları' });
    expect(screen.getByRole('combobox', { name: 'Ürün' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Aktif Madde' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Süre Durumu' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Süresi doldu' }));
    await waitFor(() => expect(api.calls.at(-1)!.query.get('expire')).toBe('true'));
  });

  it('Support sees the expire switch disabled (spec §6)', async () => {
    const api = fakeApi('mrl/mrl-rates', [rate(1)]);
    renderSection(mrlRateView, api.client, '/mrl-oran', Role.BestnetSupport);
    expect(((await screen.findByRole('switch', { name: 'Domates · Abamectin: süresi doldu' })) as HTMLInputElement).disabled).toBe(true);
  });

  it('the add form requires product, substance, MRL and date and sends nothing', async () => {
    const api = fakeApi('mrl/mrl-rates', []);
    renderSection(mrlRateView, api.client, '/mrl-oran/ekle');
    fireEvent.click(await screen.findByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ürün seçin')).toBeTruthy();
    expect(screen.getByText('Aktif madde seçin')).toBeTruthy();
    expect(screen.getByText('MRL oranı bir sayı olmalıdır')).toBeTruthy();
    // The date input is loaded on demand.
    expect(await screen.findByText('Tarih zorunludur')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('the edit form reads the row into ids and sends PATCH mrl/mrl-rates/editField with the snake_case fields', async () => {
    const api = fakeApi('mrl/mrl-rates', [rate(7, { description: 'Eski' })], (call) => {
      if (call.path === 'mrl/mrl-plant' && call.query.get('id') === '10') return { body: { data: { id: 10, name: 'Domates', code: '0231010', sub_code: null, ...meta } } };
      if (call.path === 'mrl/mrl-active-substance' && call.query.get('id') === '20') return { body: { data: { id: 20, name: 'Abamectin', ...meta } } };
      if (call.path === 'mrl/mrl-rates/editField') return { body: { data: rate(7, { rate: 0.1, description: 'Eski' }) } };
      return undefined;
    });
    renderSection(mrlRateView, api.client, '/mrl-oran/guncelle/7');
    expect(((await screen.findByRole('textbox', { name: /Açıklama/ })) as HTMLTextAreaElement).value).toBe('Eski');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Ürün/ }) as HTMLInputElement).value).toBe('Domates (0231010)'));
    fireEvent.change(screen.getByRole('textbox', { name: /MRL/ }), { target: { value: '0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === 'mrl/mrl-rates/editField')).toBe(true));
    expect(api.calls.find((c) => c.path === 'mrl/mrl-rates/editField')!.body).toEqual({
      id: 7,
      product: 10,
      active_substance: 20,
      rate: 0.1,
      description: 'Eski',
      date: '2024-07-01',
      market: 'TR',
    });
  });
});
