import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProducers } from '../test-harness';
import { area, producer, producersApi } from '../testing/handlers';
import { identityCheck } from './producer-form-page';

// Leaflet needs a real layout engine; the map is exercised by the journeys.
vi.mock('../map/lazy-area-map', () => ({ LazyAreaMap: ({ label }: { label: string }) => <div role="application" aria-label={label} /> }));

vi.setConfig({ testTimeout: 60_000 });
/** A Mantine Select's input by its label (the label also names the listbox). */
const selectInput = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!;
afterEach(() => notifications.clean());
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

describe('producer form (spec §2 ureticiler/ekle)', () => {
  it('checks the TC kimlik no and VKN check digits as they are typed (domain rules)', () => {
    expect(identityCheck('person', '1000000014')).toEqual({});
    expect(identityCheck('person', '10000000146')).toEqual({ ok: 'Geçerli TC kimlik no' });
    expect(identityCheck('person', '10000000147').error).toBe('TC kimlik no geçersiz: kontrol haneleri tutmuyor');
    expect(identityCheck('company', '1234567891').error).toBe('VKN geçersiz: kontrol hanesi tutmuyor');
  });

  it('shows the checksum verdict under the field, refuses a wrong number, and puts the server’s field error under its field', async () => {
    const api = producersApi([], [], {
      'POST producer': () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Girdi geçersiz.', details: [{ field: 'body.tcOrVkn', message: 'Bu TC kimlik no / VKN ile kayıtlı bir üreticiniz zaten var' }] } }),
    });
    renderProducers('/ureticiler/ekle');
    const tc = await screen.findByRole('textbox', { name: /TC kimlik no/ });
    fireEvent.change(tc, { target: { value: '10000000147' } });
    expect(await screen.findByText('TC kimlik no geçersiz: kontrol haneleri tutmuyor')).toBeTruthy();
    fireEvent.change(tc, { target: { value: '10000000146' } });
    expect(await screen.findByText('Geçerli TC kimlik no')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Soyad zorunludur')).toBeTruthy();
    expect(api.callsOf('POST producer')).toHaveLength(0);

    fireEvent.change(selectInput(/^Ad( \*)?$/), { target: { value: 'Mehmet' } });
    fireEvent.change(selectInput(/^Soyad/), { target: { value: 'Yıldırım' } });
    // The province list loads in its own chunk; the select opens once it is there.
    await waitFor(() => expect((selectInput(/^İl( \*)?$/) as HTMLInputElement).disabled).toBe(false), { timeout: 20_000 });
    fireEvent.click(selectInput(/^İl( \*)?$/));
    fireEvent.click(await screen.findByRole('option', { name: 'Antalya' }, { timeout: 20_000 }));
    fireEvent.click(selectInput(/^İlçe/));
    fireEvent.click(await screen.findByRole('option', { name: 'Kumluca' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu TC kimlik no / VKN ile kayıtlı bir üreticiniz zaten var')).toBeTruthy();
    expect(api.callsOf('POST producer')[0]?.body).toMatchObject({ kind: 'person', name: 'Mehmet', surname: 'Yıldırım', tcOrVkn: '10000000146', provinceCode: '07', district: 'Kumluca' });
  });
});

describe('area form (spec §2 ureticiler/uretim-alanlari)', () => {
  it('asks the greenhouse cover only for a greenhouse, and a size or a boundary', async () => {
    const api = producersApi([producer(1)], []);
    renderProducers('/ureticiler/uretim-alanlari/ekle/1');
    expect(await screen.findByDisplayValue('Mehmet Yıldırım')).toBeTruthy();
    expect(screen.getByRole('application', { name: /Alanın sınırı/ })).toBeTruthy();
    expect(screen.queryAllByLabelText(/Sera örtüsü/)[0] ?? null).toBeNull();
    fireEvent.click(selectInput(/^Alan türü/));
    fireEvent.click(await screen.findByRole('option', { name: 'Sera' }));
    expect((await screen.findAllByLabelText(/Sera örtüsü/)).length).toBeGreaterThan(0);
    fireEvent.click(selectInput(/^Alan türü/));
    fireEvent.click(await screen.findByRole('option', { name: 'Tarla' }));
    await waitFor(() => expect(screen.queryAllByLabelText(/Sera örtüsü/)[0] ?? null).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Alanın büyüklüğünü (dekar) girin ya da haritada sınırını çizin')).toBeTruthy();
    expect(api.callsOf('POST production-area')).toHaveLength(0);
  });

  it('the plant is searched in the reference list (definition/plant/query), Turkish letters and all', async () => {
    const api = producersApi([producer(1)], []);
    renderProducers('/ureticiler/uretim-alanlari/ekle/1');
    const plant = await waitFor(() => selectInput(/^Bitki( \*)?$/));
    // Typed with the input focused (Mantine treats a change to an unfocused input as autofill).
    act(() => plant.focus());
    fireEvent.change(plant, { target: { value: 'hıy' } });
    expect(await screen.findByRole('option', { name: 'Hıyar' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === 'definition/plant/query' && c.query.get('search') === 'hıy' && c.query.get('status') === 'true')).toBe(true));
    fireEvent.click(screen.getByRole('option', { name: 'Hıyar' }));
    expect((plant as HTMLInputElement).value).toBe('Hıyar');
  });

  it('the edit page shows the weather service’s reason when no forecast is available', async () => {
    producersApi([producer(1)], [area(11)]);
    renderProducers('/ureticiler/uretim-alanlari/guncelle/1/11');
    expect(await screen.findByText('Alanın haritada sınırı yok; hava durumu için sınırı çizin.')).toBeTruthy();
    expect(screen.getByText('Hava durumu şu an gösterilemiyor')).toBeTruthy();
    expect((selectInput(/^Alan adı/) as HTMLInputElement).value).toBe('Kuzey Serası');
  });
});
