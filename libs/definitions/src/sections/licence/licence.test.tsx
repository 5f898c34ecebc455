import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../kit/test-kit';
import { startDefinitionsApi, type DefinitionsApi, type Hit, type Row } from '../../testing/handlers';
import { licenceViews } from './index';
import { licenseView } from './license';
import { licenseDetailView } from './license-detail';
import { mixingCompatibilityView } from './mixing-compatibility';

vi.setConfig({ testTimeout: 60_000 });

let server: DefinitionsApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  notifications.clean();
});

const base = { status: true, sample: false, updatedAt: '2025-01-01T00:00:00.000Z' };
const cellsOf = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell').map((c) => c.textContent);
const save = () => fireEvent.click(screen.getByRole('button', { name: /^(Kaydet|Kaydediliyor\.\.\.)$/ }));
/** The text input of a label inside `scope` (a Select's listbox carries the same label). */
const inputIn = (scope: HTMLElement, label: string) =>
  within(scope)
    .getAllByLabelText(new RegExp(`^${label}( \\*)?$`))
    .find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') as HTMLInputElement;
const row = (n: number) => screen.getByRole('group', { name: `${n}. aktif madde` });

/** Another section's records: the list for a search, one record for `?id=`. */
const records = (items: Array<Record<string, unknown>>) => (hit: Hit) => {
  if (hit.query.has('id')) {
    const item = items.find((i) => i['id'] === Number(hit.query.get('id')));
    return item ? { body: { data: { ...item, ...base } } } : { status: 404, body: { code: 'NOT_FOUND', message: 'Kayıt bulunamadı.' } };
  }
  return { body: { data: items.map((i) => ({ ...i, ...base })), count: items.length } };
};

const substances = [
  { id: 1, name: 'Abamectin', casNumber: null },
  { id: 2, name: 'Bakır hidroksit', casNumber: null },
  { id: 3, name: 'Kükürt', casNumber: null },
];
const units = [
  { id: 10, name: 'Gram/litre', symbol: 'g/L', kind: 'concentration' },
  { id: 11, name: 'Yüzde', symbol: '%', kind: 'concentration' },
];

const licence = (id: number, extra: Partial<Row> = {}): Row => ({
  id,
  tradeName: 'Kalkan 18 EC',
  licenceNumber: '2016/0342',
  licenceDate: '2016-05-10',
  expiryDate: '2026-05-10',
  licenceStatus: 'valid',
  cancelledOn: null,
  companyId: 5,
  companyName: 'Anadolu Bitki Koruma A.Ş.',
  formulationId: 6,
  formulationCode: 'EC',
  licenceGroupId: 7,
  licenceGroupName: 'İnsektisit',
  origin: 0,
  beeToxicity: 'high',
  warnings: null,
  activeSubstances: [
    { activeSubstanceId: 2, name: 'Bakır hidroksit', concentration: 300.5, unitId: 10, unitSymbol: 'g/L' },
    { activeSubstanceId: 1, name: 'Abamectin', concentration: 18, unitId: 10, unitSymbol: 'g/L' },
  ],
  ...base,
  ...extra,
});

async function licenceServer(rows: Row[]) {
  const api = await startDefinitionsApi('definition/license', rows, ['tradeName', 'licenceNumber']);
  api.handle({
    'GET definition/active-substance': records(substances),
    'GET definition/unit': records(units),
    'GET definition/license-company': records([{ id: 5, name: 'Anadolu Bitki Koruma A.Ş.' }]),
    'GET definition/formulation': records([{ id: 6, code: 'EC', name: 'Emülsiyon konsantre' }]),
    'GET definition/license-group': records([{ id: 7, name: 'İnsektisit' }]),
    // The stored row, as the API answers an edit.
    'PATCH definition/license/editField': ({ body }) => ({ body: { data: rows.find((r) => r.id === (body as { id: number }).id) } }),
  });
  return api;
}

describe('licence views', () => {
  it('are exported in the spec §2 order', () => {
    expect(licenceViews.map((v) => v.section)).toEqual(['ruhsat-tanimi', 'ruhsat-detay-tanimi', 'karisabilirlik']);
  });
});

describe('ruhsat-tanimi screens (spec §2, DESIGN §8)', () => {
  it('lists the company, the substances with their concentrations, the licence status and the expiry date', async () => {
    server = await licenceServer([licence(1), licence(2, { tradeName: 'Bakırsan', licenceNumber: '2005/0009', licenceStatus: 'cancelled', cancelledOn: '2024-01-02', expiryDate: null, activeSubstances: [{ activeSubstanceId: 2, name: 'Bakır hidroksit', concentration: 2.5, unitId: 11, unitSymbol: '%' }] })]);
    renderSection(licenseView, server.client(), '/ruhsat-tanimi');
    await screen.findByRole('table', { name: 'Ruhsatlar' });
    expect(cellsOf(/Kalkan 18 EC/).slice(1, 9)).toEqual([
      'Kalkan 18 EC',
      '2016/0342',
      'Anadolu Bitki Koruma A.Ş.',
      'Bakır hidroksit 300,5 g/L + Abamectin 18 g/L',
      'EC',
      'İnsektisit',
      'Geçerli',
      '10.05.2026',
    ]);
    expect(cellsOf(/Bakırsan/).slice(4, 9)).toEqual(['Bakır hidroksit 2,5 %', 'EC', 'İnsektisit', 'İptal', '—']);
  });

  it('edits the substance rows with the keyboard-reachable add and remove buttons and sends them in order', async () => {
    server = await licenceServer([licence(1)]);
    renderSection(licenseView, server.client(), '/ruhsat-tanimi/guncelle/1');
    // Each row's select shows its substance's name once its own look-up has answered.
    await waitFor(() => {
      expect(inputIn(row(1), 'Aktif madde').value).toBe('Bakır hidroksit');
      expect(inputIn(row(2), 'Aktif madde').value).toBe('Abamectin');
    });
    expect(inputIn(row(1), 'Konsantrasyon').value).toBe('300.5');

    const add = screen.getByRole('button', { name: 'Aktif madde ekle' });
    fireEvent.click(add);
    const third = row(3);
    // The new row's substance select takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(inputIn(third, 'Aktif madde')));
    fireEvent.click(inputIn(third, 'Aktif madde'));
    fireEvent.click(await screen.findByRole('option', { name: 'Kükürt' }));
    fireEvent.change(inputIn(third, 'Konsantrasyon'), { target: { value: '80' } });
    fireEvent.click(inputIn(third, 'Birim'));
    fireEvent.click(await screen.findByRole('option', { name: '%' }));

    fireEvent.click(screen.getByRole('button', { name: '1. aktif maddeyi kaldır' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aktif madde ekle' })));
    expect(screen.queryByRole('group', { name: '3. aktif madde' })).toBeNull();

    save();
    await waitFor(() => expect(server?.hitsOf('PATCH definition/license/editField')).toHaveLength(1));
    expect(server.hitsOf('PATCH definition/license/editField')[0]?.body).toMatchObject({
      id: 1,
      licenceNumber: '2016/0342',
      origin: 0,
      activeSubstances: [
        { activeSubstanceId: 1, concentration: 18, unitId: 10 },
        { activeSubstanceId: 3, concentration: 80, unitId: 11 },
      ],
    });
  });

  it('shows the contract messages under the row that needs them and sends nothing', async () => {
    server = await licenceServer([licence(1)]);
    renderSection(licenseView, server.client(), '/ruhsat-tanimi/guncelle/1');
    await waitFor(() => expect(inputIn(row(2), 'Aktif madde').value).toBe('Abamectin'));
    fireEvent.change(inputIn(row(1), 'Konsantrasyon'), { target: { value: '' } });
    fireEvent.click(inputIn(row(2), 'Aktif madde'));
    fireEvent.click(await screen.findByRole('option', { name: 'Bakır hidroksit' }));
    save();
    await within(row(1)).findByText('Konsantrasyon bir sayı olmalıdır');
    expect(within(row(2)).getByText('Aynı aktif madde iki kez girilemez')).toBeTruthy();
    expect(server.hitsOf('PATCH definition/license/editField')).toHaveLength(0);
  });

  it('keeps the last row: its remove button is disabled', async () => {
    server = await licenceServer([]);
    renderSection(licenseView, server.client(), '/ruhsat-tanimi/ekle');
    await screen.findByRole('group', { name: '1. aktif madde' });
    expect(screen.getByRole('button', { name: '1. aktif maddeyi kaldır' })).toHaveProperty('disabled', true);
  });
});

describe('ruhsat-detay-tanimi screens (spec §2, DESIGN §8)', () => {
  const detail = (id: number, extra: Partial<Row> = {}): Row => ({
    id,
    licenceId: 1,
    licenceTradeName: 'Kalkan 18 EC',
    licenceNumber: '2016/0342',
    plantId: 2,
    plantName: 'Domates',
    harmfulOrganismId: 3,
    harmfulOrganismName: 'Domates güvesi',
    doseMin: 50,
    doseMax: 75.5,
    doseUnitId: 4,
    doseUnitSymbol: 'ml/da',
    waterVolumeMin: 60,
    waterVolumeMax: 100,
    phiDays: 7,
    beeWaitingDays: null,
    reEntryHours: 24,
    maxApplications: 3,
    applicationIntervalDays: 10,
    notes: null,
    ...base,
    ...extra,
  });

  it('lists the licence with its number, the use, the dose range and the waiting periods', async () => {
    server = await startDefinitionsApi('definition/license-detail', [detail(1), detail(2, { plantName: 'Biber', doseMin: 40, doseMax: 40, phiDays: null, beeWaitingDays: 1 })], ['plantName']);
    renderSection(licenseDetailView, server.client(), '/ruhsat-detay-tanimi');
    await screen.findByRole('table', { name: 'Ruhsat Detayları' });
    expect(cellsOf(/Domates güvesi.*75/).slice(1, 8)).toEqual(['Kalkan 18 EC2016/0342', 'Domates', 'Domates güvesi', '50–75,5 ml/da', '7 gün', '—', '3']);
    expect(cellsOf(/Biber/).slice(4, 7)).toEqual(['40 ml/da', '—', '1 gün']);
    expect(server.hitsOf('GET definition/license-detail')[0]?.query.get('sort')).toBe('id');
  });

  it('refuses a maximum dose below the minimum before sending', async () => {
    server = await startDefinitionsApi('definition/license-detail', [detail(1)]);
    server.handle({
      'GET definition/license': records([{ id: 1, tradeName: 'Kalkan 18 EC', licenceNumber: '2016/0342' }]),
      'GET definition/plant': records([{ id: 2, name: 'Domates' }]),
      'GET definition/harmful-organism': records([{ id: 3, name: 'Domates güvesi' }]),
      'GET definition/unit': records([{ id: 4, name: 'Mililitre/dekar', symbol: 'ml/da' }]),
    });
    renderSection(licenseDetailView, server.client(), '/ruhsat-detay-tanimi/guncelle/1');
    const doseMax = await waitFor(() => {
      const input = inputIn(document.body, 'En Çok Doz');
      expect(input.value).toBe('75.5');
      return input;
    });
    // The chosen licence's label comes from GET definition/license?id=1.
    await waitFor(() => expect(inputIn(document.body, 'Ruhsat').value).toBe('2016/0342 · Kalkan 18 EC'));
    fireEvent.change(doseMax, { target: { value: '20' } });
    save();
    await screen.findByText('En çok doz en az dozdan küçük olamaz');
    expect(server.hitsOf('PATCH definition/license-detail/editField')).toHaveLength(0);
  });
});

describe('karisabilirlik screens (spec §2, DESIGN §8)', () => {
  const pair = (id: number, extra: Partial<Row> = {}): Row => ({
    id,
    pairKind: 'active-substance',
    licenceAId: null,
    licenceBId: null,
    activeSubstanceAId: 1,
    activeSubstanceBId: 3,
    aName: 'Abamectin',
    bName: 'Kükürt',
    licenceANumber: null,
    licenceBNumber: null,
    result: 'caution',
    note: 'Ön deneme yapın.',
    ...base,
    ...extra,
  });

  it('lists both names, the kind and the result in Turkish', async () => {
    server = await startDefinitionsApi('definition/mixing-compatibility', [pair(1)], ['aName', 'bName']);
    renderSection(mixingCompatibilityView, server.client(), '/karisabilirlik');
    await screen.findByRole('table', { name: 'Karışabilirlik' });
    expect(cellsOf(/Abamectin/).slice(1, 6)).toEqual(['Abamectin', 'Kükürt', 'Aktif madde', 'Dikkatli karıştırılmalı', 'Ön deneme yapın.']);
  });

  it('asks for two records of the chosen kind and sends only those', async () => {
    server = await startDefinitionsApi('definition/mixing-compatibility', []);
    server.handle({
      'GET definition/license': records([
        { id: 7, tradeName: 'Kükürtsan', licenceNumber: '2006/0015' },
        { id: 8, tradeName: 'Kalkanol', licenceNumber: '2007/0021' },
      ]),
      'GET definition/active-substance': records(substances),
    });
    renderSection(mixingCompatibilityView, server.client(), '/karisabilirlik/ekle');
    await screen.findByText(/Karışım türünü seçince/);
    const choose = async (label: string, option: string) => {
      fireEvent.click(inputIn(document.body, label));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Karışım Türü', 'Aktif madde');
    await choose('Birinci Aktif Madde', 'Abamectin');
    // A changed kind empties the other kind's choices.
    await choose('Karışım Türü', 'Ruhsat');
    expect(screen.queryByLabelText(/^Birinci Aktif Madde/)).toBeNull();
    await choose('Birinci Ruhsat', '2007/0021 · Kalkanol');
    await choose('İkinci Ruhsat', '2006/0015 · Kükürtsan');
    await choose('Sonuç', 'Karışamaz');
    save();
    await waitFor(() => expect(server?.hitsOf('POST definition/mixing-compatibility')).toHaveLength(1));
    expect(server.hitsOf('POST definition/mixing-compatibility')[0]?.body).toEqual({
      pairKind: 'licence',
      // The smaller id first, as the API stores the pair.
      licenceAId: 7,
      licenceBId: 8,
      activeSubstanceAId: null,
      activeSubstanceBId: null,
      result: 'incompatible',
      note: null,
    });
  });
});
