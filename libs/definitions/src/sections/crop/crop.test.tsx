import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorUnder, field, renderSection, save, type } from '../../kit/test-kit';
import { startDefinitionsApi, type DefinitionsApi, type Hit, type Row } from '../../testing/handlers';
import { activeSubstanceView } from './active-substance';
import { harmfulOrganismView } from './harmful-organism';
import { noteView } from './note';
import { plantNutritionProductView } from './plant-nutrition-product';

vi.setConfig({ testTimeout: 60_000 });
// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

let server: DefinitionsApi | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  notifications.clean();
});

const base = { status: true, sample: false, updatedAt: '2025-01-01T00:00:00.000Z' };
const cellsOf = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell').map((c) => c.textContent);
/** Another section's one record (`?id=`) or list, for the ref selects. */
const refAnswer = (record: Record<string, unknown>) => (hit: Hit) => ({ body: hit.query.has('id') ? { data: { ...record, ...base } } : { data: [{ ...record, ...base }], count: 1 } });

describe('zararli-organizma-tanimi screens (spec §2, §3)', () => {
  const organism = (id: number, extra: Partial<Row> = {}): Row => ({ id, name: 'Külleme', latinName: 'Erysiphe necator', type: 0, ...base, ...extra });

  it('shows the type by its Turkish label', async () => {
    server = await startDefinitionsApi('definition/harmful-organism', [organism(1), organism(2, { name: 'Sirken', latinName: null, type: 2 })]);
    renderSection(harmfulOrganismView, server.client(), '/zararli-organizma-tanimi');
    await screen.findByRole('table', { name: 'Zararlı Organizmalar' });
    expect(cellsOf(/Külleme/).slice(1, 4)).toEqual(['Külleme', 'Erysiphe necator', 'Hastalık']);
    expect(cellsOf(/Sirken/).slice(1, 4)).toEqual(['Sirken', '—', 'Yabancı ot']);
  });

  it('sends the edited record with its numeric type', async () => {
    server = await startDefinitionsApi('definition/harmful-organism', [organism(1, { type: 1, name: 'Yaprak biti', latinName: 'Aphis gossypii' })]);
    renderSection(harmfulOrganismView, server.client(), '/zararli-organizma-tanimi/guncelle/1');
    await waitFor(() => expect(field('Zararlı Organizma Adı').value).toBe('Yaprak biti'));
    expect(field('Tür').value).toBe('Zararlı');
    type('Zararlı Organizma Adı', 'Pamuk yaprak biti');
    save();
    await waitFor(() => expect(server?.hitsOf('PATCH definition/harmful-organism/editField')).toHaveLength(1));
    expect(server.hitsOf('PATCH definition/harmful-organism/editField')[0]?.body).toEqual({ id: 1, name: 'Pamuk yaprak biti', latinName: 'Aphis gossypii', type: 1, aliases: [] });
  });

  it('"Diğer adları": the record’s other names are tags; a typed name is added with Enter (or a comma), one is removed with Backspace, and the list is sent', async () => {
    server = await startDefinitionsApi('definition/harmful-organism', [organism(1, { type: 1, name: 'Domates güvesi', latinName: 'Tuta absoluta', aliases: ['tuta', 'domates yaprak galeri güvesi'] })]);
    renderSection(harmfulOrganismView, server.client(), '/zararli-organizma-tanimi/guncelle/1');
    await waitFor(() => expect(field('Zararlı Organizma Adı').value).toBe('Domates güvesi'));
    const aliases = field('Diğer adları');
    expect(errorUnder('Diğer adları')).toContain('Aramada bu adlarla da bulunur');
    expect(screen.getByText('tuta')).toBeTruthy();
    // Backspace in the empty box removes the last name; a typed one goes in with Enter. (Mantine
    // takes typing only in the focused box.)
    aliases.focus();
    fireEvent.keyDown(aliases, { key: 'Backspace' });
    fireEvent.change(aliases, { target: { value: 'güve' } });
    fireEvent.keyDown(aliases, { key: 'Enter' });
    fireEvent.change(aliases, { target: { value: 'tuta absoluta' } });
    fireEvent.keyDown(aliases, { key: ',' });
    expect(aliases.value).toBe('');
    save();
    await waitFor(() => expect(server?.hitsOf('PATCH definition/harmful-organism/editField')).toHaveLength(1));
    expect(server.hitsOf('PATCH definition/harmful-organism/editField')[0]?.body).toMatchObject({ name: 'Domates güvesi', aliases: ['tuta', 'güve', 'tuta absoluta'] });
  });
});

describe('aktif-madde-tanimi screens (DESIGN §8)', () => {
  const substance = (id: number, extra: Partial<Row> = {}): Row => ({
    id,
    name: 'Abamectin',
    casNumber: '71751-41-2',
    activeSubstanceGroupId: 4,
    activeSubstanceGroupName: 'Avermektinler',
    moaScheme: 'IRAC',
    moaCode: '6',
    prescriptionRequired: true,
    mrlActiveSubstanceId: 9,
    mrlActiveSubstanceName: 'Abamectin (toplam)',
    ...base,
    ...extra,
  });

  it('lists the CAS number, group, mode of action, B-Reçete flag and MRL substance', async () => {
    server = await startDefinitionsApi('definition/active-substance', [
      substance(1),
      substance(2, { name: 'Kükürt', casNumber: '7704-34-9', activeSubstanceGroupName: null, moaScheme: null, moaCode: null, prescriptionRequired: false, mrlActiveSubstanceName: null }),
    ]);
    server.handle({ 'GET definition/active-substance-group': refAnswer({ id: 4, name: 'Avermektinler', description: null }) });
    renderSection(activeSubstanceView, server.client(), '/aktif-madde-tanimi');
    await screen.findByRole('table', { name: 'Aktif Maddeler' });
    expect(cellsOf(/Abamectin/).slice(1, 7)).toEqual(['Abamectin', '71751-41-2', 'Avermektinler', 'IRAC 6', 'Gerekli', 'Abamectin (toplam)']);
    expect(cellsOf(/Kükürt/).slice(1, 7)).toEqual(['Kükürt', '7704-34-9', '—', '—', 'Gerekmez', '—']);
  });

  it('refuses a CAS number whose check digit is wrong before sending, and sends a right one', async () => {
    server = await startDefinitionsApi('definition/active-substance', [substance(1)]);
    server.handle({
      'GET definition/active-substance-group': refAnswer({ id: 4, name: 'Avermektinler', description: null }),
      'GET mrl/mrl-active-substance': refAnswer({ id: 9, name: 'Abamectin (toplam)' }),
    });
    renderSection(activeSubstanceView, server.client(), '/aktif-madde-tanimi/guncelle/1');
    await waitFor(() => expect(field('CAS Numarası').value).toBe('71751-41-2'));
    type('CAS Numarası', '71751-41-3');
    save();
    await waitFor(() => expect(errorUnder('CAS Numarası')).toContain('kontrol hanesi tutmuyor'));
    type('CAS Numarası', '7704-34-9');
    save();
    await waitFor(() => expect(server?.hitsOf('PATCH definition/active-substance/editField')).toHaveLength(1));
    expect(server.hitsOf('PATCH definition/active-substance/editField')[0]?.body).toMatchObject({ casNumber: '7704-34-9', moaScheme: 'IRAC', moaCode: '6', prescriptionRequired: true });
  });

  it('the "Biyolojik / düşük riskli" switch shows the record’s flag and sends the changed one', async () => {
    server = await startDefinitionsApi('definition/active-substance', [substance(1, { name: 'Spinosad', lowRisk: false, activeSubstanceGroupId: null, mrlActiveSubstanceId: null })]);
    renderSection(activeSubstanceView, server.client(), '/aktif-madde-tanimi/guncelle/1');
    await waitFor(() => expect(field('Aktif Madde Adı').value).toBe('Spinosad'));
    const lowRisk = screen.getByRole('switch', { name: /^Biyolojik \/ düşük riskli/ });
    expect((lowRisk as HTMLInputElement).checked).toBe(false);
    fireEvent.click(lowRisk);
    save();
    await waitFor(() => expect(server?.hitsOf('PATCH definition/active-substance/editField')).toHaveLength(1));
    expect(server.hitsOf('PATCH definition/active-substance/editField')[0]?.body).toMatchObject({ name: 'Spinosad', lowRisk: true, prescriptionRequired: true });
  });

  it('the "MRL muaf (Ek IV)" switch shows the record’s flag and sends the changed one', async () => {
    server = await startDefinitionsApi('definition/active-substance', [substance(1, { name: 'Kaolin', mrlExempt: false, activeSubstanceGroupId: null, mrlActiveSubstanceId: null })]);
    renderSection(activeSubstanceView, server.client(), '/aktif-madde-tanimi/guncelle/1');
    await waitFor(() => expect(field('Aktif Madde Adı').value).toBe('Kaolin'));
    const exempt = screen.getByRole('switch', { name: /^MRL muaf \(Ek IV\)/ });
    expect((exempt as HTMLInputElement).checked).toBe(false);
    fireEvent.click(exempt);
    save();
    await waitFor(() => expect(server?.hitsOf('PATCH definition/active-substance/editField')).toHaveLength(1));
    expect(server.hitsOf('PATCH definition/active-substance/editField')[0]?.body).toMatchObject({ name: 'Kaolin', mrlExempt: true, lowRisk: false });
  });

  it('asks for the scheme of a MoA code before sending', async () => {
    server = await startDefinitionsApi('definition/active-substance', [substance(1, { moaScheme: null, moaCode: null, activeSubstanceGroupId: null, mrlActiveSubstanceId: null })]);
    renderSection(activeSubstanceView, server.client(), '/aktif-madde-tanimi/guncelle/1');
    await waitFor(() => expect(field('Aktif Madde Adı').value).toBe('Abamectin'));
    type('Etki Mekanizması Kodu', '4A');
    save();
    await waitFor(() => expect(errorUnder('Etki Mekanizması Sınıflandırması')).toContain('sınıflandırmasını seçin'));
    expect(server.hitsOf('PATCH definition/active-substance/editField')).toHaveLength(0);
  });
});

describe('bitki-besleme-urunleri screens (spec §2)', () => {
  const product = (id: number, extra: Partial<Row> = {}): Row => ({
    id,
    name: 'Kristal 20-20-20',
    companyId: null,
    companyName: 'Yeşilova Bitki Besleme',
    form: 'soluble-powder',
    unitId: null,
    unitSymbol: 'kg/da',
    doseMin: 0.5,
    doseMax: 1,
    nitrogen: 20,
    phosphorusPentoxide: 20,
    potassiumOxide: 20,
    calciumOxide: null,
    magnesiumOxide: null,
    sulphurTrioxide: null,
    iron: 0.1,
    manganese: null,
    zinc: null,
    copper: null,
    boron: null,
    molybdenum: null,
    otherComponents: [],
    description: null,
    ...base,
    ...extra,
  });

  it('lists the company, the Turkish form, N-P-K as 20-20-20 and the dose range', async () => {
    server = await startDefinitionsApi('definition/plant-nutrition-product', [
      product(1),
      product(2, { name: 'Kalsiyum Nitrat', form: 'crystal', nitrogen: 15.5, phosphorusPentoxide: null, potassiumOxide: null, doseMin: 3, doseMax: 3, unitSymbol: null, companyName: null }),
    ]);
    renderSection(plantNutritionProductView, server.client(), '/bitki-besleme-urunleri');
    await screen.findByRole('table', { name: 'Bitki Besleme Ürünleri' });
    expect(cellsOf(/Kristal 20-20-20/).slice(1, 6)).toEqual(['Kristal 20-20-20', 'Yeşilova Bitki Besleme', 'Suda çözünür toz', '20-20-20', '0,5–1 kg/da']);
    expect(cellsOf(/Kalsiyum Nitrat/).slice(1, 6)).toEqual(['Kalsiyum Nitrat', '—', 'Kristal', '15,5-0-0', '3']);
  });

  it('adds and removes other components and sends them with the nutrients', async () => {
    server = await startDefinitionsApi('definition/plant-nutrition-product', [product(1, { otherComponents: [{ name: 'Amino asit', value: 10, unit: 'g/L' }] })]);
    renderSection(plantNutritionProductView, server.client(), '/bitki-besleme-urunleri/guncelle/1');
    await waitFor(() => expect(field('Ürün Adı').value).toBe('Kristal 20-20-20'));
    expect(field('1. bileşen adı').value).toBe('Amino asit');
    fireEvent.click(screen.getByRole('button', { name: 'Bileşen ekle' }));
    type('2. bileşen adı', 'Hümik asit');
    type('2. bileşen miktarı', '12');
    fireEvent.click(screen.getByRole('button', { name: '1. bileşeni kaldır' }));
    await waitFor(() => expect(field('1. bileşen adı').value).toBe('Hümik asit'));
    save();
    await waitFor(() => expect(server?.hitsOf('PATCH definition/plant-nutrition-product/editField')).toHaveLength(1));
    expect(server.hitsOf('PATCH definition/plant-nutrition-product/editField')[0]?.body).toMatchObject({
      id: 1,
      form: 'soluble-powder',
      nitrogen: 20,
      iron: 0.1,
      zinc: null,
      doseMin: 0.5,
      otherComponents: [{ name: 'Hümik asit', value: 12, unit: '%' }],
    });
  });

  it('shows the contract message under a component without an amount and sends nothing', async () => {
    server = await startDefinitionsApi('definition/plant-nutrition-product', [product(1)]);
    renderSection(plantNutritionProductView, server.client(), '/bitki-besleme-urunleri/guncelle/1');
    await waitFor(() => expect(field('Ürün Adı').value).toBe('Kristal 20-20-20'));
    fireEvent.click(screen.getByRole('button', { name: 'Bileşen ekle' }));
    type('1. bileşen adı', 'Organik madde');
    save();
    await screen.findByText('Bileşen miktarı bir sayı olmalıdır');
    expect(server.hitsOf('PATCH definition/plant-nutrition-product/editField')).toHaveLength(0);
  });
});

describe('notlar-uyarilar screens (spec §2, §3)', () => {
  const note = (id: number, extra: Partial<Row> = {}): Row => ({ id, category: 'fertilization', severity: 'attention', title: 'Azot', text: 'Analizsiz yüksek azot vermeyin.', ...base, ...extra });

  it('shows the category and severity in Turkish, and the text when there is no title', async () => {
    server = await startDefinitionsApi('definition/note', [note(1), note(2, { category: 'care', severity: 'info', title: null, text: 'Budama artıklarını uzaklaştırın.' })], ['title', 'text']);
    renderSection(noteView, server.client(), '/notlar-uyarilar');
    await screen.findByRole('table', { name: 'Notlar ve Uyarılar' });
    expect(cellsOf(/Analizsiz/).slice(1, 5)).toEqual(['Azot', 'Gübreleme', 'Dikkat', 'Analizsiz yüksek azot vermeyin.']);
    expect(cellsOf(/Budama/).slice(1, 5)).toEqual(['—', 'Bakım', 'Bilgi', 'Budama artıklarını uzaklaştırın.']);
  });

  it('requires the category, severity and text with the contract’s messages', async () => {
    server = await startDefinitionsApi('definition/note', []);
    renderSection(noteView, server.client(), '/notlar-uyarilar/ekle');
    await screen.findByLabelText(/^Metin/);
    save();
    await waitFor(() => expect(errorUnder('Metin')).toContain('Not metni zorunludur'));
    expect(errorUnder('Kategori')).toContain('Kategori Gübreleme, Bakım ya da Genel olmalıdır');
    expect(server.hitsOf('POST definition/note')).toHaveLength(0);
  });
});
